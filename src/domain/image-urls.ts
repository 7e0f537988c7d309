/**
 * The addresses of the guide's own images: stored logos, owners' photos and the places' link-preview
 * cards (a photo's: photos.ts's photoUrl). They live under /images/ (next to the built card art), outside /api/, which robots.txt keeps
 * crawlers out of: a link preview (Twitterbot, Facebook's) or a rich result (Google's image fetch) that
 * obeys robots.txt must be able to fetch the image a page names. No zod here: cards import it.
 */
export const IMAGES_PREFIX = '/images';

/** A stored image (a logo). */
export const mediaUrl = (id: number) => `${IMAGES_PREFIX}/media/${id}`;
/** A place's link-preview image (og:image), 1200x630 PNG. */
export const ogImageUrl = (id: number) => `${IMAGES_PREFIX}/establishments/${id}/og-image.png`;

/** The id of a stored image from its URL, or null for any other URL (an outside logo). */
export const mediaIdOf = (url: string | null | undefined): number | null => {
  const id = url?.match(/^\/images\/media\/(\d+)$/)?.[1];
  return id ? Number(id) : null;
};

/**
 * Where the images were served before (under /api/): pages shared or cached with those URLs still
 * name them, so each answers with a permanent redirect to its address here.
 */
export const LEGACY_IMAGE_ROUTES = {
  media: '/api/media/:id',
  photo: '/api/photos/:id/:size',
  ogImage: '/api/establishments/:id/og-image',
} as const;

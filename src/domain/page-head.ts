/**
 * The share tags of a page's <head> (canonical link, Open Graph, Twitter card), as data: the server
 * writes them into the HTML it sends (server/lib/ssr.ts), a rendered page's and a client-rendered public
 * page's alike, and the browser sets the same ones on each navigation (web/lib/useDocumentTitle.ts),
 * so both sides always agree on which tags a page has.
 */
import { hasTwin, type Locale, twinPath } from './locale';
import type { PageHead } from './ssr';
import { absoluteUrl, canonicalPaths, SITE_NAME } from './structured-data';

export interface MetaTag {
  /** `property` for Open Graph, `name` for Twitter. */
  attr: 'property' | 'name';
  key: string;
  content: string;
}

/** A page's <title>: its own title, then the site's name. */
export const documentTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * What a public page the server does not render (the map, the owners' forms) says of itself, the same
 * whatever its data: its module exports it, the page gives it to useDocumentTitle, and the server
 * writes it into the page it sends (web/entry-server.tsx's clientRenderedHead).
 */
export interface PageMeta {
  /** Without the site's name (documentTitle adds it). */
  title: string;
  description: string;
  /** The page's one indexable path. */
  canonical: string;
}

/** A client-rendered page's head as the server writes it: full title, absolute canonical URL. */
export const pageMetaHead = ({ title, description, canonical }: PageMeta, origin: string): PageHead => ({
  title: documentTitle(title),
  description,
  canonical: absoluteUrl(origin, canonical),
});

/** A `<link rel="alternate" hreflang>`: the page in one language, or the default for any other. */
export interface AlternateLink {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * The page's languages for search engines, from its canonical URL: its English and Spanish twins, and
 * English as the default for readers of any other language. None for a page without a twin (the
 * owners' portal) or without a canonical URL (a 404).
 */
export function alternateLinks(canonical: string | undefined): AlternateLink[] {
  if (!canonical) return [];
  const url = new URL(canonical);
  if (!hasTwin(url.pathname)) return [];
  const path = url.pathname + url.search;
  const href = (locale: Locale) => url.origin + twinPath(path, locale);
  return [
    { hreflang: 'en', href: href('en') },
    { hreflang: 'es', href: href('es') },
    { hreflang: 'x-default', href: href('en') },
  ];
}

/** The id of the JSON-LD <script> in the head. */
export const JSON_LD_ID = 'structured-data';

/** The Open Graph and Twitter tags of a page; `origin` makes the site image's URL absolute. */
export function shareTags(head: PageHead, origin: string): MetaTag[] {
  const image = head.image ?? absoluteUrl(origin, canonicalPaths.siteOgImage());
  const tags: MetaTag[] = [
    { attr: 'property', key: 'og:site_name', content: SITE_NAME },
    { attr: 'property', key: 'og:type', content: head.ogType ?? 'website' },
    { attr: 'property', key: 'og:title', content: head.title ?? SITE_NAME },
    { attr: 'property', key: 'og:description', content: head.description ?? '' },
    { attr: 'property', key: 'og:image', content: image },
    { attr: 'property', key: 'og:image:width', content: '1200' },
    { attr: 'property', key: 'og:image:height', content: '630' },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: head.title ?? SITE_NAME },
    { attr: 'name', key: 'twitter:description', content: head.description ?? '' },
    { attr: 'name', key: 'twitter:image', content: image },
  ];
  if (head.canonical) tags.push({ attr: 'property', key: 'og:url', content: head.canonical });
  return tags.filter((t) => t.content !== '');
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The share tags, canonical link and JSON-LD of a server-rendered page, as HTML for its <head>. */
export function headTagsHtml(head: PageHead, origin: string): string {
  const parts: string[] = [];
  const indexed = head.noindex ? undefined : head.canonical;
  if (head.noindex) parts.push('<meta name="robots" content="noindex">');
  if (indexed) parts.push(`<link rel="canonical" href="${escapeAttr(indexed)}">`);
  for (const a of alternateLinks(indexed))
    parts.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}">`);
  for (const t of shareTags(head, origin))
    parts.push(`<meta ${t.attr}="${t.key}" content="${escapeAttr(t.content)}">`);
  // jsonLd is already escaped for a script (no `<`, `>` or `&` left in it).
  if (head.jsonLd)
    parts.push(`<script type="application/ld+json" id="${JSON_LD_ID}">${head.jsonLd}</script>`);
  return parts.join('');
}

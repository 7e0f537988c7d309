/**
 * The public pages every weight figure covers, in English and Spanish: the ones a visitor reaches
 * without signing in. Shared by `npm run bench:web` and the weight test (e2e/weight.e2e.ts), so both
 * hold the same pages to the same budget.
 */
export interface PublicPage {
  /** landing, category, detail, events, map, search, trip, shared trip; Spanish ones end in " (es)". */
  name: string;
  path: string;
  /** The phone's language: a Spanish page is measured as a Spanish reader sees it (no offer of the other language). */
  locale: 'en-US' | 'es-ES';
}

/** The pages whose blocking time and Lighthouse score are compared, not only their weight. */
export const CORE_PAGES = ['landing', 'category', 'detail'];

/**
 * The pages on the server at `baseUrl`, with a real place and a shared trip of its catalogue (the
 * shared trip is left out where the server cannot share one: an older build).
 */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const places: { id: number; name: string }[] = await (
    await fetch(`${baseUrl}/api/establishments?limit=3`)
  ).json();
  const shared = await fetch(`${baseUrl}/api/trips/shared`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'A weekend', days: [{ establishmentIds: places.map((p) => p.id) }] }),
  });
  const code = shared.ok ? ((await shared.json()) as { code: string }).code : null;
  const english: Omit<PublicPage, 'locale'>[] = [
    { name: 'landing', path: '/' },
    { name: 'category', path: '/restaurants-bars' },
    { name: 'detail', path: `/establishment/${places[0].id}` },
    { name: 'events', path: '/events' },
    { name: 'map', path: '/map' },
    { name: 'search', path: `/search?q=${encodeURIComponent(places[0].name.split(' ')[0])}` },
    { name: 'trip', path: '/trip' },
    ...(code ? [{ name: 'shared trip', path: `/trip/s/${code}` }] : []),
  ];
  return [
    ...english.map((p) => ({ ...p, locale: 'en-US' as const })),
    ...english.map((p) => ({
      name: `${p.name} (es)`,
      path: p.path === '/' ? '/es' : `/es${p.path}`,
      locale: 'es-ES' as const,
    })),
  ];
}

/** Whether the server has the page at all (an older build may not): a page it does not know is a 404. */
export async function pageExists(baseUrl: string, path: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}${path}`);
  await res.body?.cancel();
  return res.status !== 404;
}

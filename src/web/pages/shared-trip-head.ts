/**
 * A shared trip's head as the server writes it into the page it sends (the page is rendered in the
 * browser): a messaging app's link preview reads only that, so it shows the friend's trip, its title
 * and size in the page's language, instead of the guide's own head. Never indexed: a visitor's plan.
 */
import { sharedTripUrl } from '../../domain/api-urls';
import { documentTitle } from '../../domain/page-head';
import type { SharedTrip } from '../../domain/schemas/trips';
import type { ApiGet, PageHead } from '../../domain/ssr';
import { absoluteUrl, trimText } from '../../domain/structured-data';
import type { Translate } from '../i18n';

/** A code as the server makes them (schemas/trips.ts): anything else is not asked for. */
const CODE = /^[A-Za-z0-9]{10,32}$/;
/** The longest trip title a preview shows (the page shows it whole). */
const TITLE_MAX = 80;

/** The trip's days and the places it visits (a place planned twice counts once). */
export const sharedTripSize = (trip: Pick<SharedTrip, 'days'>) => ({
  days: trip.days.length,
  places: new Set(trip.days.flatMap((d) => d.establishmentIds)).size,
});

/** The title as a preview shows it: control characters gone, whitespace folded, cut at TITLE_MAX. */
export const previewTitle = (title: string) => trimText(title.replace(/\p{Cc}/gu, ' '), TITLE_MAX);

async function tripOf(code: string, get: ApiGet): Promise<SharedTrip | null> {
  if (!CODE.test(code)) return null;
  const res = await get(sharedTripUrl(code));
  return res.ok ? ((await res.json()) as SharedTrip) : null;
}

/**
 * The head of the shared trip `code` at `pathname` (either language; `t` looks up the page's): an
 * unknown or expired code gets the page's own generic head, as the browser shows it; either way, noindex.
 */
export async function sharedTripHead(
  code: string,
  pathname: string,
  t: Translate,
  get: ApiGet,
  origin: string,
): Promise<PageHead> {
  const trip = await tripOf(code, get);
  if (!trip)
    return {
      title: documentTitle(t('trip.shared.title')),
      description: t('trip.shared.description'),
      noindex: true,
    };
  return {
    title: documentTitle(previewTitle(trip.title)),
    description: t('trip.shared.summary', sharedTripSize(trip)),
    canonical: absoluteUrl(origin, pathname),
    noindex: true,
  };
}

/** Saving a file the device made, without a server: a Blob behind a temporary object URL. */

export const CALENDAR_MIME_TYPE = 'text/calendar;charset=utf-8';
export const GPX_MIME_TYPE = 'application/gpx+xml';

/**
 * Some browsers read the Blob only after the click has returned, and a URL revoked at once can cancel
 * the download; a URL kept a while costs only the text's memory.
 */
const REVOKE_AFTER_MS = 60_000;
/** Long enough to recognise the trip, short enough for any file system. */
const SLUG_MAX = 60;
/** Names Windows reserves for devices, whatever the extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/;

export function downloadText(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // Firefox follows a download link only from inside the document.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** A safe ASCII file name from the trip's title: 'My Trip' gives 'my-trip.ics'; nothing usable gives 'trip.ics'. */
export function exportFileName(title: string, extension: 'ics' | 'gpx'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  const base = slug === '' ? 'trip' : WINDOWS_DEVICE.test(slug) ? `trip-${slug}` : slug;
  return `${base}.${extension}`;
}

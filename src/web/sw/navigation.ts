import { matchPrecache } from 'workbox-precaching';
import { localeOfPath } from '../../domain/locale';

/** How long a page may take to start answering before the visitor gets the app from the cache. */
const NETWORK_TIMEOUT_MS = 3_000;

export const SHELL_URL = '/index.html';

/**
 * A page: from the network (server-rendered, current), or, with no answer within a few seconds, the
 * precached app shell, which renders every public route in the browser from the cached API replies
 * (and the 404 page). Rendered pages are not kept: each names its build's assets and the data of the
 * moment it was rendered, where the shell and the API cache are one source the offline notice can date.
 * The shell served this way carries `data-offline` on <html>, so the page knows at once that it is
 * offline (navigator.onLine is true with a signal that reaches nothing).
 */
export async function handleNavigation({ request }: { request: Request }): Promise<Response> {
  const network = fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
  });
  try {
    const reply = await Promise.race([network, timeout]);
    if (reply) return reply;
  } catch {
    // no connection: the shell below
  } finally {
    clearTimeout(timer);
  }
  network.catch(() => {});
  return (await offlineShell(new URL(request.url).pathname)) ?? Response.error();
}

/** The shell as a page of `pathname`'s language (the app then renders it with its catalogue, precached too). */
async function offlineShell(pathname: string): Promise<Response | null> {
  const shell = await matchPrecache(SHELL_URL);
  if (!shell) return null;
  const html = (await shell.text())
    .replace(/<html lang="[^"]*"/, `<html lang="${localeOfPath(pathname)}"`)
    .replace('<html ', '<html data-offline="true" ');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

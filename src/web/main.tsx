import { SSR_DATA_ID } from '../domain/ssr';
import { holdEarlyTaps, stopHoldingTaps } from './lib/early-taps';
// Imported here, in the entry, so the build links it in index.html's <head> as a render-blocking
// stylesheet (a stylesheet of a lazily loaded chunk would be injected by script, after first paint).
import './styles.css';

/**
 * The boot loader: the only script index.html loads (under 2 KB compressed, with Vite's preload helper). On a server-rendered page
 * (signed-out visitors) the page is readable without the app, and its largest image is what the
 * visitor waits for (Lighthouse's LCP): the app's ~100 KB of scripts downloaded and run alongside it
 * would share a slow connection with that image and then delay its paint with hydration work. So the
 * app (app.tsx) is imported only once the page's visible eager images have loaded and painted, or
 * after SAFETY_MS whatever happens. A tap on a button until then is held and pressed again once the app
 * has taken the button over (lib/early-taps.ts); links navigate as they are. Browser tests wait for
 * `data-interactive` (set by app.tsx). A client-rendered page (signed-in
 * visitors, or a page the server did not render) has nothing to show yet: the app is imported at once.
 *
 * No top-level await here: the app's chunk may import a module it shares with this entry back from
 * it, and it would then wait for this module to finish evaluating, which would wait for the app.
 */

/** A stuck image never keeps the app from starting longer than this. */
const SAFETY_MS = 3000;
/** How long after its frame an image's paint may take to be reported before the app starts anyway. */
const PAINT_REPORT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTask = () => wait(0);

/**
 * The images the server marked eager or high priority that show in the first viewport. Asked of an
 * IntersectionObserver, which answers with the first frame's layout: measuring here would force that
 * layout inside this script's task.
 */
function visibleEagerImages(): Promise<HTMLImageElement[]> {
  const images = document.querySelectorAll('#root img[loading="eager"], #root img[fetchpriority="high"]');
  if (images.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLImageElement));
    });
    for (const img of images) observer.observe(img);
  });
}

/** After the next frame: requestAnimationFrame runs before its paint, the timeout after it. */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    // A hidden tab paints no frames.
    document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve, 0)),
  );

/**
 * Resolves once the browser reports the first contentful paint and one of `images` painted as the
 * page's largest content, i.e. once they are on screen: under load the screen can lag the main
 * thread's frames by a few hundred milliseconds, and scripts that start before that paint count for
 * it (Lighthouse). Where an entry type is not supported, it is not waited for; an image smaller than
 * text painted before it gets no report, hence the `ms` bound.
 */
function reportedPainted(images: HTMLImageElement[], ms: number): Promise<void> {
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  let contentful = !supported.includes('paint');
  let largest = images.length === 0 || !supported.includes('largest-contentful-paint');
  if (contentful && largest) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') contentful = true;
        const element = (entry as LargestContentfulPaint).element;
        if (element && images.includes(element as HTMLImageElement)) largest = true;
      }
      if (contentful && largest) done();
    });
    const timer = setTimeout(() => done(), ms);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    if (!contentful) observer.observe({ type: 'paint', buffered: true });
    if (!largest) observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Resolves once the visible eager images are loaded and decoded (or failed) and on screen. */
function imagesOnScreen(): Promise<void> {
  return visibleEagerImages().then((images) =>
    Promise.all(images.map((img) => img.decode().catch(() => {})))
      .then(nextFrame)
      .then(() => reportedPainted(images, PAINT_REPORT_MS)),
  );
}

/**
 * The server names the current route's lazily loaded page chunks in <meta name="route-chunks">
 * (server/lib/route-preloads.ts) instead of as modulepreload links, which would download with the
 * image. Preloaded here, right before the app's import, they download alongside the app's chunk
 * instead of after it (the router asks for them only once the app runs).
 */
function preloadRouteChunks() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]');
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const root = document.getElementById('root');
const serverRendered = Boolean(root?.firstElementChild && document.getElementById(SSR_DATA_ID));
if (root && serverRendered) holdEarlyTaps(root);
const ready = serverRendered ? Promise.race([imagesOnScreen(), wait(SAFETY_MS)]) : Promise.resolve();
void ready
  .then(() => {
    preloadRouteChunks();
    // The app's evaluation and its start are each a long task on a slow phone: run them one after the
    // other, not as one, so a tap in between is answered (Lighthouse's Total Blocking Time).
    return import('./app').then((app) => nextTask().then(() => app.startApp()));
  })
  .catch(stopHoldingTaps);

/**
 * A server-rendered page shows its buttons long before the app has taken them over (main.tsx waits for
 * the first screen's images, then downloads and hydrates the app; seconds on a slow phone), and a part
 * below the first screen is hydrated only when seen (when-seen.tsx). A tap on such a button has no
 * handler to run, and React does not replay it. So, from the boot loader on, such a tap is held: the
 * button says it is getting ready (aria-busy, styles.css) and is pressed again once React owns it.
 * Links and forms with an action work without the app and are left alone.
 */

const BUSY = 'aria-busy';
const HELD = 'data-held-tap';

let held: HTMLButtonElement | null = null;
/** Set when the app could not start: taps then go through as they are, and nothing says "getting ready". */
let stopped = false;

/** Whether React has taken over this element (it keeps its props on the element it hydrated). */
const reactOwns = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactProps$'));

/** Set by the app once its first render is committed (app.tsx). */
const appStarted = () => document.documentElement.dataset.interactive === 'true';

/** A submit button of a form with an action: the browser sends the form without the app. */
const worksWithoutApp = (button: HTMLButtonElement) =>
  button.type === 'submit' && Boolean(button.form?.hasAttribute('action'));

function release(button: HTMLButtonElement) {
  button.removeAttribute(BUSY);
  button.removeAttribute(HELD);
  if (held === button) held = null;
}

/** The next moment the main thread is idle: React has committed what it was hydrating by then. */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 1000 })
    : setTimeout(run, 50);

/**
 * Checked once a frame until React owns the button and the app has started, then pressed once the
 * main thread is idle: React takes a button over while it renders the hydration of its part, and a
 * click that lands before that part is committed is lost with the render. A button replaced
 * meanwhile (the page changed) is forgotten.
 */
function pressWhenOwned(button: HTMLButtonElement) {
  const check = () => {
    if (held !== button || !button.isConnected) return release(button);
    if (!reactOwns(button) || !appStarted()) return void requestAnimationFrame(check);
    whenIdle(() => {
      if (held !== button || !button.isConnected) return release(button);
      release(button);
      button.click();
    });
  };
  requestAnimationFrame(check);
}

function holdTap(event: MouseEvent, root: Element) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (stopped || !button || button.disabled || !root.contains(button)) return;
  if (reactOwns(button) || worksWithoutApp(button)) return;
  // React's own listener (on the root) would drop it: it must not see it.
  event.preventDefault();
  event.stopPropagation();
  if (held && held !== button) release(held);
  held = button;
  button.setAttribute(BUSY, 'true');
  button.setAttribute(HELD, '');
  pressWhenOwned(button);
}

/** Listens on the document, in the capture phase, so it sees a tap before React's listener on `root`. */
export function holdEarlyTaps(root: Element) {
  document.addEventListener('click', (event) => holdTap(event, root), true);
}

/** The app could not start (its code did not arrive): the page stays as the server sent it, links working. */
export function stopHoldingTaps() {
  stopped = true;
  if (held) release(held);
}

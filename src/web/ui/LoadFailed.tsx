import { RotateCw, WifiOff } from 'lucide-react';
import { Component, type ReactNode, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { LOCALES, localeOfPath } from '../../domain/locale';
import { catalogueLoaded, LocaleProvider, useT } from '../i18n';
import { usePaths } from '../paths';
import { Button } from './Button';

/**
 * A script that did not arrive: the browsers' words for a failed `import()` (Chromium, Safari,
 * Firefox), or any failure while the device says it is offline.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|NetworkError|Load failed/i.test(
    message,
  );
}

/**
 * Loads the page anew once the guide answers again: the router keeps a page's failed download (its
 * `lazy`), and so may the browser's module map, so a fresh load is what brings the page. Without a
 * connection the visitor stays here, told so, rather than on the browser's own offline page.
 */
async function reloadWhenReachable(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** The message shown instead of a page (or its part) that could not be shown, with a way on. */
export function LoadFailed({ error, inPart = false }: { error: unknown; inPart?: boolean }) {
  const t = useT();
  const p = usePaths();
  const [stillOffline, setStillOffline] = useState(false);
  const [trying, setTrying] = useState(false);
  const offline = isDownloadFailure(error);
  const retry = async () => {
    setTrying(true);
    const reloading = await reloadWhenReachable();
    setStillOffline(!reloading);
    setTrying(reloading);
  };
  return (
    <div className={inPart ? '' : 'mx-auto max-w-xl px-4 py-10'}>
      <div role="alert" className="rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
        <p className="flex items-start gap-2">
          {offline && <WifiOff aria-hidden className="mt-1 size-5 shrink-0" />}
          <span>{t(offline ? 'common.loadFailed.offline' : 'common.loadFailed.other')}</span>
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => void retry()} disabled={trying}>
            <RotateCw aria-hidden className="size-4" />
            {t('common.tryAgain')}
          </Button>
          <Link to={p.home()} className="text-lagoon-800 underline underline-offset-2">
            {t('common.loadFailed.home')}
          </Link>
        </div>
        <p role="status" className="mt-3 text-sm">
          {stillOffline ? t('common.loadFailed.stillOffline') : ''}
        </p>
      </div>
    </div>
  );
}

/**
 * Around a part of a page loaded on demand (a form, a map): its failure shows the message in its place
 * and the rest of the page stays, rather than the page's own error taking the whole page.
 */
export class PartBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    return this.state.error ? <LoadFailed error={this.state.error} inPart /> : this.props.children;
  }
}

/** A page's route: its download failed, or it broke while rendering. Shown inside the layout. */
export function PageError() {
  return <LoadFailed error={useRouteError()} />;
}

/**
 * A language's layout that could not be shown (its texts did not arrive: a switch of language on a
 * dropped signal). Said in the language whose texts are here, the page's own when it has them.
 */
export function LayoutError() {
  const error = useRouteError();
  const wanted = localeOfPath(window.location.pathname);
  const locale = [wanted, ...LOCALES].find(catalogueLoaded);
  // No texts at all (a first visit whose very first download failed): the icon alone says it.
  if (!locale)
    return (
      <button type="button" onClick={() => window.location.reload()} className="m-8 rounded-md p-3 ring-1">
        <RotateCw aria-hidden className="size-6" />
        <span className="sr-only">Retry · Reintentar</span>
      </button>
    );
  return (
    <LocaleProvider locale={locale}>
      <LoadFailed error={error} />
    </LocaleProvider>
  );
}

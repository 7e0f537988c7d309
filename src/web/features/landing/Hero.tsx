import { CalendarDays, Compass, LayoutGrid, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HERO_FADE_MS, HERO_INTERVAL_MS } from '../../../domain/constants';
import { useT } from '../../i18n';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { usePaths } from '../../paths';
import { Button, buttonClass } from '../../ui/Button';

const HEROES = [1, 2, 3, 4, 5] as const;
const HERO_COUNT = HEROES.length;

function HeroImage({ n, visible, priority }: { n: number; visible: boolean; priority: boolean }) {
  return (
    <picture>
      <source media="(max-width: 767px)" type="image/avif" srcSet={`/images/hero-${n}-800.avif`} />
      <source media="(max-width: 767px)" type="image/webp" srcSet={`/images/hero-${n}-800.webp`} />
      <source type="image/avif" srcSet={`/images/hero-${n}-1600.avif`} />
      <img
        src={`/images/hero-${n}-1600.webp`}
        alt=""
        width={1600}
        height={900}
        decoding="async"
        fetchPriority={priority ? 'high' : 'low'}
        loading={priority ? 'eager' : 'lazy'}
        style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity ease-in-out ${visible ? 'opacity-100' : 'opacity-0'}`}
      />
    </picture>
  );
}

/** Scrolls to a landing section and moves keyboard focus to its heading. */
export function scrollToSection(id: string, reduced: boolean) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('[data-section-heading]');
  heading?.focus({ preventScroll: true });
}

/**
 * Five project-made backgrounds cycling every 5 s with a 1 s fade (still when the visitor prefers less
 * motion). Only the first image is requested up front; the others are added after the page has painted.
 */
export function Hero() {
  const t = useT('landing');
  const p = usePaths();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [restLoaded, setRestLoaded] = useState(false);

  useEffect(() => {
    if (reduced) return;
    const load = () => setRestLoaded(true);
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    if (document.readyState === 'complete') {
      const t = w.requestIdleCallback ? w.requestIdleCallback(load) : window.setTimeout(load, 1500);
      return () => {
        if (!w.requestIdleCallback) window.clearTimeout(t);
      };
    }
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, [reduced]);

  useEffect(() => {
    if (reduced || !restLoaded) return;
    const t = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % HERO_COUNT);
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(t);
  }, [reduced, restLoaded]);

  const shown = restLoaded && !reduced ? HERO_COUNT : 1;

  return (
    <section
      aria-labelledby="hero-title"
      className="focus-on-dark relative isolate overflow-hidden bg-lagoon-800"
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-images">
        {HEROES.slice(0, shown).map((n) => (
          <HeroImage key={n} n={n} visible={n - 1 === index} priority={n === 1} />
        ))}
        <div className="absolute inset-0 bg-gradient-to-b from-lagoon-900/70 via-lagoon-900/35 to-lagoon-900/75" />
      </div>
      <div className="mx-auto flex min-h-[min(88svh,44rem)] max-w-7xl flex-col items-start justify-center px-4 py-20 text-white sm:py-28">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-[0.2em] uppercase backdrop-blur">
          {t('landing.hero.place')}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl font-serif text-5xl leading-[1.05] font-semibold [text-shadow:0_2px_12px_rgb(0_0_0/0.35)] sm:text-6xl lg:text-7xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-white/90 [text-shadow:0_1px_6px_rgb(0_0_0/0.4)] sm:text-xl">
          {t('landing.hero.lead')}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            size="lg"
            className="shadow-lg"
            onClick={() => scrollToSection('collections', reduced)}
          >
            <Compass className="h-5 w-5" aria-hidden />
            {t('landing.hero.explore')}
          </Button>
          <Link
            to={p.business()}
            className={buttonClass(
              'outline',
              'lg',
              'border-white bg-white/10 text-white backdrop-blur hover:bg-white/20',
            )}
          >
            <Store className="h-5 w-5" aria-hidden />
            {t('landing.hero.business')}
          </Link>
        </div>
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <button
            type="button"
            onClick={() => scrollToSection('planner', reduced)}
            className="inline-flex items-center gap-2 rounded text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
          >
            <CalendarDays className="h-4 w-4" aria-hidden />
            {t('landing.hero.plan')}
          </button>
          <button
            type="button"
            onClick={() => scrollToSection('collections', reduced)}
            className="inline-flex items-center gap-2 rounded text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
          >
            <LayoutGrid className="h-4 w-4" aria-hidden />
            {t('landing.browseByCategory')}
          </button>
        </div>
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { usePlacePhotos } from '../../api/place-photos';
import { useT } from '../../i18n';
import { photoSrcSet } from '../../lib/establishments';
import { EstablishmentImage } from './EstablishmentImage';

const SIZES = '(min-width: 1280px) 1248px, 100vw';
const FRAME = 'relative mt-5 aspect-[16/9] overflow-hidden rounded-2xl bg-lagoon-50 sm:aspect-[5/2]';

/**
 * The detail page's pictures: the owner's photos as a swipeable strip (CSS scroll snap; arrow keys
 * scroll it once focused, and the buttons step through it), or the category illustration.
 */
export function PlaceGallery({ establishment: e }: { establishment: Establishment }) {
  const t = useT('place');
  const urls = e.imageGallery;
  const photos = usePlacePhotos(e.id, urls.length > 0);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (urls.length === 0)
    return (
      <div className={FRAME}>
        <EstablishmentImage establishment={e} sizes={SIZES} priority vary={false} />
        <div className="absolute inset-0 bg-gradient-to-t from-lagoon-900/40 to-transparent" />
      </div>
    );

  const altOf = (url: string) => photos.data?.find((p) => p.url === url)?.alt || e.name;
  const go = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(urls.length - 1, index));
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };
  const many = urls.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('place.gallery.photosOf', { name: e.name })}
      className={FRAME}
    >
      <ul
        ref={strip}
        tabIndex={many ? 0 : undefined}
        aria-label={many ? t('place.gallery.browse', { count: urls.length }) : undefined}
        onScroll={(ev) => {
          const el = ev.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-lagoon-500"
        data-testid="gallery"
      >
        {urls.map((url, i) => (
          <li
            key={url}
            className="h-full w-full shrink-0 snap-center"
            aria-roledescription="slide"
            aria-label={t('place.gallery.slide', { index: i + 1, count: urls.length })}
          >
            <img
              src={url}
              srcSet={photoSrcSet(url)}
              sizes={SIZES}
              alt={altOf(url)}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {many && (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('place.gallery.previous')}
            className="absolute top-1/2 left-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lagoon-900 shadow disabled:opacity-0"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === urls.length - 1}
            aria-label={t('place.gallery.next')}
            className="absolute top-1/2 right-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lagoon-900 shadow disabled:opacity-0"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
          <p
            aria-live="polite"
            className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-medium text-white"
          >
            {current + 1} / {urls.length}
          </p>
        </>
      )}
    </section>
  );
}

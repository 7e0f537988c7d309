import { useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { categoryArt, ownPhoto, photoSrcSet } from '../../lib/establishments';
import { LogoOrInitial } from './PlaceMarks';

// Its own file: a place's page shows it (the gallery) without downloading the cards.
/** The establishment's photo, else the category art; on failure the logo or first letter fills the frame. */
export function EstablishmentImage({
  establishment: e,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className = '',
  priority = false,
  vary = true,
}: {
  establishment: Establishment;
  /** Mirror the shared category art on every other establishment so a grid is less repetitive. */
  vary?: boolean;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const photo = ownPhoto(e);
  const art = categoryArt(e.categoryId, e.id);
  if (failed)
    return (
      <div className={`flex items-center justify-center bg-lagoon-50 ${className}`}>
        <LogoOrInitial
          name={e.name}
          logoUrl={e.logoUrl}
          categoryId={e.categoryId}
          className="h-20 w-20 text-4xl"
        />
      </div>
    );
  const common = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    onError: () => setFailed(true),
    className: `h-full w-full object-cover ${className}`,
  };
  const mirrored = vary && e.id % 2 === 1 ? '-scale-x-100' : '';
  if (photo) return <img src={photo} srcSet={photoSrcSet(photo)} sizes={sizes} alt={e.name} {...common} />;
  return (
    <picture className={`block h-full w-full ${mirrored}`}>
      <source type="image/avif" srcSet={`${art.avif} 640w`} sizes={sizes} />
      <img
        src={art.webp}
        srcSet={`${art.webp} 640w`}
        sizes={sizes}
        alt=""
        width={640}
        height={400}
        {...common}
      />
    </picture>
  );
}

import { Radio } from 'lucide-react';
import { useState } from 'react';
import { categoryColor } from '../../../domain/constants';
import { inkOn } from '../../../domain/contrast';
import { useT } from '../../i18n';
import { initialOf } from '../../lib/establishments';

// A place's badge and mark, shown on its cards and its own page: their words are in the core catalogue,
// so the place page needs none of the cards' texts.

export function LiveBadge({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white uppercase shadow ${className}`}
    >
      <Radio className="h-3 w-3 motion-safe:animate-pulse" aria-hidden />
      {t('common.live')}
    </span>
  );
}

/** The logo, or the first letter of the name when there is none or it fails to load. */
export function LogoOrInitial({
  name,
  logoUrl,
  categoryId,
  className = 'h-12 w-12 text-xl',
}: {
  name: string;
  logoUrl: string | null;
  categoryId: number;
  className?: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed)
    return (
      <img
        src={logoUrl}
        alt={t('common.logo', { name })}
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${className} rounded-full bg-white object-contain ring-2 ring-white`}
      />
    );
  return (
    <span
      aria-hidden
      // The letter in white or black, whichever reads on the category's colour (AA, domain/contrast.ts).
      style={{ backgroundColor: categoryColor(categoryId), color: inkOn(categoryColor(categoryId)) }}
      className={`${className} flex items-center justify-center rounded-full font-serif font-bold ring-2 ring-white`}
    >
      {initialOf(name)}
    </span>
  );
}

import { CATEGORIES } from '../../../domain/constants';
import { useT } from '../../i18n';
import { categoryName } from '../../i18n/names';
import { contrastingColor } from './map-logic';
import { iconSvg } from './pin-icons';

/** The eight categories with their pin colour and icon. */
export function MapLegend({ className = '' }: { className?: string }) {
  const t = useT('map');
  return (
    <div className={`rounded-lg border border-slate-200 bg-white p-3 ${className}`}>
      <p id="map-legend-title" className="mb-2 text-sm font-semibold text-slate-800">
        {t('map.legend')}
      </p>
      <ul
        aria-labelledby="map-legend-title"
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-700 sm:grid-cols-4"
      >
        {CATEGORIES.map((c) => (
          <li key={c.id} className="flex items-center gap-2">
            <span
              aria-hidden
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 border-white shadow"
              style={{ background: c.color }}
              // Constant SVG from pin-icons.ts; no user data.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: static icon markup
              dangerouslySetInnerHTML={{ __html: iconSvg(c.icon, 14, contrastingColor(c.color)) }}
            />
            <span>{categoryName(t, c.id, c.name)}</span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="relative h-6 w-6 shrink-0 rounded-full border-[3px] border-[#d4a017] bg-slate-300"
          >
            <span className="absolute -top-1 -right-1 h-2.5 w-2.5 rounded-full border-2 border-white bg-red-600" />
          </span>
          <span>{t('map.legendLive')}</span>
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="relative h-6 w-6 shrink-0 rounded-full border-2 border-white bg-slate-300 shadow"
          >
            <span className="absolute -right-1 -bottom-1 h-3.5 w-3.5 rounded-full border-2 border-white bg-[#7c2d12]" />
          </span>
          <span>{t('map.legendEvent')}</span>
        </li>
      </ul>
    </div>
  );
}

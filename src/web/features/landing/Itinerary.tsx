import { MapPin, Moon, Sun, Sunrise } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../domain/constants';
import type { ItineraryDay, Slot } from '../../../domain/planner';
import { type MessageKey, useT } from '../../i18n';
import { categoryName } from '../../i18n/names';
import { usePaths } from '../../paths';

const SLOT_ICONS: Record<Slot, typeof Sun> = { Morning: Sunrise, Afternoon: Sun, Evening: Moon };
// The slot is a value of the plan (the API's); its name is the page's language's.
const SLOT_LABELS: Record<Slot, MessageKey> = {
  Morning: 'planner.itinerary.slot.morning',
  Afternoon: 'planner.itinerary.slot.afternoon',
  Evening: 'planner.itinerary.slot.evening',
};

/** The planner's day-by-day plan; each item opens its establishment. */
export function Itinerary({
  days,
  areaName,
}: {
  days: ItineraryDay[];
  areaName: (areaId: number | null) => string;
}) {
  const t = useT('planner');
  const p = usePaths();
  if (days.length === 0) return <p className="text-slate-700">{t('planner.itinerary.empty')}</p>;
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {days.map((d) => (
        <li key={d.day} className="rounded-xl border border-sand-200 bg-white p-4 shadow-sm">
          <h4 className="font-serif text-lg font-semibold text-lagoon-800">
            {t('planner.itinerary.day', { day: d.day })}
          </h4>
          <ul className="mt-3 space-y-3">
            {d.items.map((item) => {
              const Icon = SLOT_ICONS[item.slot];
              const category = CATEGORIES.find((c) => c.id === item.place.categoryId);
              return (
                <li key={item.slot} className="flex gap-3">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-sun-500" aria-hidden />
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {t(SLOT_LABELS[item.slot])}
                    </p>
                    <Link
                      to={p.establishment(item.place.id)}
                      className="font-medium text-lagoon-700 underline-offset-2 hover:underline"
                    >
                      {item.place.name}
                    </Link>
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                      <span>
                        {category
                          ? categoryName(t, category.id, category.name)
                          : t('planner.itinerary.place')}
                      </span>
                      <span aria-hidden>·</span>
                      <span className="inline-flex items-center gap-0.5">
                        <MapPin className="h-3 w-3" aria-hidden />
                        {areaName(item.place.areaId)}
                      </span>
                      {item.inPreferredLocation && (
                        <span className="rounded-full bg-lagoon-50 px-1.5 text-lagoon-700">
                          {t('planner.itinerary.yourPick')}
                        </span>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

import { BedDouble, Sparkles, Wand2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AREAS, type NightlyBand } from '../../../domain/constants';
import {
  BANDS,
  DURATIONS,
  type Duration,
  durationDays,
  type ItineraryDay,
  LOCATIONS,
  type LocationPreference,
  PHILOSOPHIES,
  type Philosophy,
  PLANNER_DEFAULTS,
} from '../../../domain/planner';
import { useItinerary } from '../../api/highlights';
import { type MessageKey, type Translate, useT } from '../../i18n';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { usePaths } from '../../paths';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { SaveItinerary } from '../trip';
import { Itinerary } from './Itinerary';

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

function Choice<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (v: T) => void;
  options: readonly Option<T>[];
}) {
  // Native radios: one control per label (a styled button beside a hidden input was two), and the
  // arrow keys move within the group without script.
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 transition-colors hover:border-lagoon-500 has-[:checked]:border-lagoon-600 has-[:checked]:bg-lagoon-50"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="h-5 w-5 shrink-0 accent-lagoon-700"
            />
            <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
              <span className="text-sm font-medium text-slate-900">{o.label}</span>
              {o.hint && <span className="text-xs text-slate-600">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// The planner's choices by value (domain/planner.ts keeps the values and the server's English labels).
const BAND_LABELS: Record<NightlyBand, [MessageKey, MessageKey]> = {
  budget: ['planner.band.budget', 'planner.bandRange.budget'],
  mid: ['planner.band.mid', 'planner.bandRange.mid'],
  luxury: ['planner.band.luxury', 'planner.bandRange.luxury'],
};
const LOCATION_LABELS: Record<LocationPreference, MessageKey> = {
  beachfront: 'planner.location.beachfront',
  town: 'planner.location.town',
  north: 'planner.location.north',
};
const PHILOSOPHY_LABELS: Record<Philosophy, MessageKey> = {
  relaxed: 'planner.philosophy.relaxed',
  adventure: 'planner.philosophy.adventure',
  party: 'planner.philosophy.party',
  mixed: 'planner.philosophy.mixed',
};
const DURATION_LABELS: Record<Duration, MessageKey> = {
  weekend: 'planner.duration.weekend',
  week: 'planner.duration.week',
  extended: 'planner.duration.extended',
};

/** The options of a choice, labelled in the page's language. */
const labelled = <T extends string>(
  values: readonly { value: T }[],
  keys: Record<T, MessageKey>,
  t: Translate,
) => values.map(({ value }) => ({ value, label: t(keys[value]) }));

type PlanFor = { philosophy: Philosophy; duration: Duration; location: LocationPreference };

/** The itinerary asked for: its title, then the plan (or its loading or failure). */
function PlanResult({ planFor }: { planFor: PlanFor }) {
  const t = useT('planner');
  // The server builds the plan from the catalogue (domain/planner.ts); nothing loads before it is asked for.
  const plan = useItinerary(planFor);

  const days = useMemo<ItineraryDay[]>(
    () =>
      (plan.data?.days ?? []).map((d) => ({
        day: d.day,
        items: d.items.map((i) => ({ ...i, place: { ...i.place, description: null, address: null } })),
      })),
    [plan.data],
  );

  const areaName = (areaId: number | null) =>
    AREAS.find((a) => a.id === areaId)?.name ?? t('categories.unknownArea');
  const title = t('planner.resultTitle', {
    days: durationDays(planFor.duration),
    philosophy: t(PHILOSOPHY_LABELS[planFor.philosophy]),
  });
  return (
    <>
      <h3 className="font-serif text-2xl font-semibold text-lagoon-900">{title}</h3>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        {t('planner.builtAround', { location: t(LOCATION_LABELS[planFor.location]) })}
      </p>
      {plan.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : plan.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
          <p>{t('planner.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => plan.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <Itinerary days={days} areaName={areaName} />
          {days.length > 0 && <SaveItinerary days={days} title={title} />}
        </>
      )}
    </>
  );
}

/** The trip planner (docs/product.md#landing-page): step 1 finds a stay, step 2 designs a day-by-day itinerary. */
export function Planner() {
  const t = useT('planner');
  const p = usePaths();
  const navigate = useNavigate();
  const reduced = usePrefersReducedMotion();
  const [band, setBand] = useState<NightlyBand>(PLANNER_DEFAULTS.band);
  const [location, setLocation] = useState<LocationPreference>(PLANNER_DEFAULTS.location);
  const [philosophy, setPhilosophy] = useState<Philosophy>(PLANNER_DEFAULTS.philosophy);
  const [duration, setDuration] = useState<Duration>(PLANNER_DEFAULTS.duration);
  const [planFor, setPlanFor] = useState<{
    philosophy: Philosophy;
    duration: Duration;
    location: LocationPreference;
  } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const design = () => {
    setPlanFor({ philosophy, duration, location });
    requestAnimationFrame(() => {
      resultRef.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      resultRef.current?.focus({ preventScroll: true });
    });
  };
  const browse = () => navigate(`${p.categorySlug('accommodations')}?band=${band}&location=${location}`);

  return (
    <section id="planner" aria-labelledby="planner-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">
            {t('planner.kicker')}
          </p>
          <h2
            id="planner-title"
            tabIndex={-1}
            data-section-heading
            className="mt-2 font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl"
          >
            {t('planner.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('planner.intro')}</p>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-sand-50 p-5 sm:p-6">
            <p className="text-xs font-semibold tracking-wider text-lagoon-600 uppercase">
              {t('planner.step1')}
            </p>
            <h3 className="mt-1 flex items-center gap-2 font-serif text-2xl font-semibold text-slate-900">
              <BedDouble className="h-6 w-6 text-lagoon-600" aria-hidden />
              {t('planner.stayTitle')}
            </h3>
            <div className="mt-5 grid gap-5">
              <Choice
                legend={t('planner.bandLegend')}
                name="band"
                value={band}
                onChange={setBand}
                options={BANDS.map((b) => ({
                  value: b.value,
                  label: t(BAND_LABELS[b.value][0]),
                  hint: t(BAND_LABELS[b.value][1]),
                }))}
              />
              <Choice
                legend={t('planner.locationLegend')}
                name="location"
                value={location}
                onChange={setLocation}
                options={labelled(LOCATIONS, LOCATION_LABELS, t)}
              />
            </div>
            <Button className="mt-6 w-full sm:w-auto" size="lg" onClick={browse}>
              <BedDouble className="h-5 w-5" aria-hidden />
              {t('planner.browse')}
            </Button>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-sand-50 p-5 sm:p-6">
            <p className="text-xs font-semibold tracking-wider text-lagoon-600 uppercase">
              {t('planner.step2')}
            </p>
            <h3 className="mt-1 flex items-center gap-2 font-serif text-2xl font-semibold text-slate-900">
              <Sparkles className="h-6 w-6 text-lagoon-600" aria-hidden />
              {t('planner.experienceTitle')}
            </h3>
            <div className="mt-5 grid gap-5">
              <Choice
                legend={t('planner.philosophyLegend')}
                name="philosophy"
                value={philosophy}
                onChange={setPhilosophy}
                options={labelled(PHILOSOPHIES, PHILOSOPHY_LABELS, t)}
              />
              <Choice
                legend={t('planner.durationLegend')}
                name="duration"
                value={duration}
                onChange={setDuration}
                options={labelled(DURATIONS, DURATION_LABELS, t)}
              />
            </div>
            <Button className="mt-6 w-full sm:w-auto" size="lg" onClick={design}>
              <Wand2 className="h-5 w-5" aria-hidden />
              {t('planner.design')}
            </Button>
          </div>
        </div>

        <div className="focus-on-dark mt-8 flex flex-col items-start justify-between gap-4 rounded-2xl bg-lagoon-800 p-6 text-white sm:flex-row sm:items-center">
          <div>
            <p className="font-serif text-xl font-semibold">{t('planner.ready')}</p>
            <p className="text-sm text-white/85">{t('planner.readyText')}</p>
          </div>
          <Button variant="secondary" size="lg" onClick={design}>
            {t('planner.start')}
          </Button>
        </div>

        <div
          ref={resultRef}
          tabIndex={-1}
          aria-live="polite"
          className="mt-10 scroll-mt-20 focus:outline-none"
          data-testid="itinerary"
        >
          {planFor && <PlanResult planFor={planFor} />}
        </div>
      </div>
    </section>
  );
}

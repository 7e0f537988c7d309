import type { InsightCounts } from '../../../domain/schemas/insights';

const LABELS: [keyof InsightCounts, string][] = [
  ['views', 'Views'],
  ['whatsapp', 'WhatsApp'],
  ['call', 'Calls'],
  ['directions', 'Directions'],
  ['website', 'Website'],
  ['share', 'Shares'],
];

/** The period's totals, one tile per kind: the numbers an owner reads first. */
export function InsightTotals({ totals, label }: { totals: InsightCounts; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 min-[400px]:grid-cols-3 sm:grid-cols-6">
      {LABELS.map(([key, name]) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm font-medium text-slate-600">{name}</dt>
          <dd className="mt-1 text-2xl font-semibold text-lagoon-900">{totals[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

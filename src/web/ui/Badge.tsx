import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'amber' | 'red' | 'slate' | 'lagoon' | 'sand';
const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  lagoon: 'bg-lagoon-50 text-lagoon-800 ring-lagoon-200',
  sand: 'bg-sand-100 text-lagoon-900 ring-sand-200',
};

export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

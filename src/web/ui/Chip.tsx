import type { ButtonHTMLAttributes } from 'react';

/** The colour of a pressed chip: the guide's lagoon, or green for "open". */
type Tone = 'lagoon' | 'emerald';

const PRESSED: Record<Tone, string> = {
  lagoon: 'aria-pressed:border-lagoon-700 aria-pressed:bg-lagoon-700 aria-pressed:text-white',
  emerald: 'aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white',
};

/**
 * A rounded filter button. With `pressed` it is a toggle (aria-pressed: screen readers hear whether it
 * is on, keyboards press it with Enter or Space); without, an action on the filters (e.g. clear one).
 */
export function Chip({
  pressed,
  tone = 'lagoon',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pressed?: boolean; tone?: Tone }) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:border-lagoon-500 ${PRESSED[tone]} ${className}`}
      {...props}
    />
  );
}

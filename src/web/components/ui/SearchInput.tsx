import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClass } from './field-classes';

/**
 * How a search box looks where it stands: `field` among a form's fields, `pill` in the header, `bar`
 * as the search page's main control.
 */
const LOOKS = {
  field: `${inputClass} pl-9`,
  pill: 'h-10 w-full rounded-full border border-slate-300 bg-white pr-4 pl-9 text-sm placeholder:text-slate-500 focus:border-lagoon-500',
  bar: 'h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base placeholder:text-slate-500 focus:border-lagoon-500',
} as const;

/** A search box with its magnifier; its label is the caller's (visible, or sr-only where the icon says it). */
export function SearchInput({
  look = 'field',
  className = '',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { look?: keyof typeof LOOKS }) {
  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input type="search" className={LOOKS[look]} {...props} />
    </div>
  );
}

import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * How a search box looks where it stands: `pill` in the header, `bar` as the search page's main control;
 * among a form's fields, `searchFieldClass` (field-classes.ts), kept out of here so that the pages
 * without forms do not carry the fields' classes.
 */
const LOOKS = {
  pill: 'h-10 w-full rounded-full border border-slate-300 bg-white pr-10 pl-9 text-sm placeholder:text-slate-500 focus:border-lagoon-500',
  bar: 'h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base placeholder:text-slate-500 focus:border-lagoon-500',
} as const;

/** A search box with its magnifier; its label is the caller's (visible, or sr-only where the icon says it). */
export function SearchInput({
  look,
  inputClassName,
  className = '',
  ...rest
}: Omit<ComponentProps<'input'>, 'type' | 'className'> &
  ({ look: keyof typeof LOOKS; inputClassName?: never } | { look?: never; inputClassName: string }) & {
    /** The box's (layout) classes. */
    className?: string;
  }) {
  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input type="search" className={look ? LOOKS[look] : inputClassName} {...rest} />
    </div>
  );
}

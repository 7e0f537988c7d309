/**
 * The look of a form control, in a module of its own: a control outside the field components (a
 * search box among the portal's fields) takes it without them.
 */
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-lagoon-500 focus:outline-2 focus:outline-offset-0 focus:outline-lagoon-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600 sm:text-sm';
export const selectClass = `${inputClass} h-11 sm:h-10 pr-8`;
export const textareaClass = `${inputClass} min-h-24`;
/** A search box among a form's fields (ui/SearchInput), room left for its magnifier. */
export const searchFieldClass = `${inputClass} pl-9`;

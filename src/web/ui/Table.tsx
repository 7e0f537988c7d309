import type { ComponentProps, ReactNode } from 'react';

/**
 * A data table of the admin's and owners' screens. The caption names it for screen readers (the
 * heading above says it for the eye). `framed` puts it in a bordered box that scrolls sideways on a
 * narrow screen.
 */
export function Table({
  caption,
  framed = false,
  className = '',
  children,
}: {
  caption: ReactNode;
  framed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const table = (
    <table className={`w-full text-left text-sm ${framed ? '' : className}`}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
  if (!framed) return table;
  return (
    // relative: the screen-reader-only labels inside are positioned, and must scroll (and clip) with it.
    <div className={`relative overflow-x-auto rounded-xl border border-slate-200 bg-white ${className}`}>
      {table}
    </div>
  );
}

/** The row of column names. */
export function TableHead({ children, shaded = false }: { children: ReactNode; shaded?: boolean }) {
  return (
    <thead className={`text-xs tracking-wide text-slate-600 uppercase ${shaded ? 'bg-slate-50' : ''}`}>
      <tr>{children}</tr>
    </thead>
  );
}

/** A column's name; `numeric` columns are right-aligned, as their figures are. */
export function ColumnHeader({
  numeric,
  className = '',
  ...props
}: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={`px-3 py-2 font-semibold ${numeric ? 'text-right' : ''} ${className}`}
      {...props}
    />
  );
}

/** The cell that names its row (a place), read out before each of the row's figures. */
export function RowHeader({ className = '', ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={`px-3 py-2 font-medium ${className}`} {...props} />;
}

export function Cell({ numeric, className = '', ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return <td className={`px-3 py-2 ${numeric ? 'text-right' : ''} ${className}`} {...props} />;
}

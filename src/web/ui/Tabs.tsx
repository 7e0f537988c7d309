import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps, createContext, useContext } from 'react';

/** Radix tabs styled for the portal, dashboard and admin screens. */
export const Tabs = TabsPrimitive.Root;

type Fill = boolean | 'even' | 'rows';
const FillContext = createContext<Fill>(false);

/**
 * `fill='even'`: equal columns at every width. `fill`: on phones every tab gets an equal column (icon over a wrapped label), so none hides off-screen;
 * from `sm` up they sit in a row. `fill='rows'`: the same, three to a row on phones (six tabs do not fit
 * one row of a 320 px screen), and from `sm` up a row that wraps where the tabs do not fit (a tablet,
 * or a stay's eight dashboard tabs beside the business list). Without it the row scrolls sideways when narrow.
 */
export function TabsList({
  className = '',
  fill = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { fill?: Fill }) {
  const layout =
    fill === 'rows'
      ? 'grid grid-cols-3 sm:flex sm:flex-wrap sm:gap-x-1'
      : fill
        ? `grid grid-flow-col auto-cols-fr ${fill === 'even' ? 'gap-1' : 'sm:flex sm:gap-1'}`
        : '-mx-4 flex gap-1 overflow-x-auto px-4 sm:mx-0 sm:px-0';
  return (
    <FillContext.Provider value={fill}>
      <TabsPrimitive.List className={`border-b border-slate-200 ${layout} ${className}`} {...props} />
    </FillContext.Provider>
  );
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const fill = useContext(FillContext);
  const layout =
    fill === 'even'
      ? 'justify-center gap-2 px-3 text-sm whitespace-nowrap'
      : fill
        ? 'flex-col justify-start gap-1 px-1 text-center text-xs leading-tight sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:whitespace-nowrap'
        : 'shrink-0 gap-2 px-3 text-sm whitespace-nowrap';
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent py-2 font-medium text-slate-600 hover:text-lagoon-800 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-lagoon-700 data-[state=active]:text-lagoon-800 ${layout} ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-6 ${className}`} {...props} />;
}

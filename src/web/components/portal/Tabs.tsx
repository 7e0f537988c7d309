import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

/** Radix tabs styled for the portal screens; the list scrolls sideways on narrow phones. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-lagoon-800 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-lagoon-700 data-[state=active]:text-lagoon-800 ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-6 ${className}`} {...props} />;
}

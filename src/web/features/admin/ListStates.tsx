import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/fetcher';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';

/** A list loading: up to four grey blocks, announced by their purpose ("Loading open reports"). */
export function ListLoading({
  label,
  count = 2,
  className = 'h-28',
}: {
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[1, 2, 3, 4].slice(0, count).map((n) => (
        <Skeleton key={n} className={className} />
      ))}
    </div>
  );
}

/** A list that could not be read: what failed and the server's words. */
export function ListError({ what, error }: { what: string; error: unknown }) {
  return <FormError message={`Could not load ${what}: ${errorMessage(error)}`} />;
}

/** A list with nothing in it. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-600">
      <Inbox className="h-5 w-5 shrink-0" aria-hidden /> {children}
    </p>
  );
}

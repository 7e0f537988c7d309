import { AlertTriangle, CheckCircle2, DownloadCloud, KeyRound, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportRecord } from '../../../domain/schemas/imports';
import { useImportConfig, useImportHistory, useStartImport } from '../../api/admin';
import { ApiError, errorMessage } from '../../api/fetcher';
import { importUi, plural } from '../../api/import-state';
import { refreshAfterChange } from '../../api/ownership';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';

const IMPORTED = [
  'Business names, addresses and map positions',
  'Google ratings and review counts (shown as "Ratings from Google")',
  'Phone numbers and websites',
  'Opening hours',
  'Price level, as $ to $$$$',
  'Category from the search, area from the position on the island',
];

const INDETERMINATE_CSS = '@keyframes ag-indeterminate{0%{left:-35%}100%{left:100%}}';

function Progress({ record }: { record: ImportRecord | null }) {
  const done = record?.metadata?.queriesDone;
  const total = record?.metadata?.queries;
  return (
    <div className="grid gap-2" role="status">
      <div
        className="relative h-2 overflow-hidden rounded-full bg-lagoon-100"
        role="progressbar"
        aria-label="Import progress"
        aria-valuetext="Importing"
      >
        <style>{INDETERMINATE_CSS}</style>
        <div className="absolute inset-y-0 w-1/3 animate-[ag-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-lagoon-600" />
      </div>
      <p className="text-sm text-slate-700">
        Searching for businesses across San Pedro, North Shore, and Secret Beach...
      </p>
      <p className="text-sm text-slate-600">
        Import in progress... This may take several minutes.
        {total ? ` (${done ?? 0} of ${total} searches done)` : ''}
      </p>
    </div>
  );
}

/** Data Import tab (docs/product.md#imports): start, progress, result, Reset Status, what is imported, API key. */
export function ImportPanel() {
  const history = useImportHistory();
  const config = useImportConfig();
  const start = useStartImport();
  const [trackedId, setTrackedId] = useState<number | null>(null);

  const startError =
    start.error && !(start.error instanceof ApiError && start.error.status === 409)
      ? errorMessage(start.error)
      : null;
  const ui = importUi({ trackedId, history: history.data, startError, starting: start.isPending });

  // When the run ends, everything that shows establishments (and the stat cards) is refreshed.
  const previous = useRef(ui.state);
  useEffect(() => {
    if (previous.current === 'importing' && (ui.state === 'completed' || ui.state === 'error'))
      void refreshAfterChange();
    previous.current = ui.state;
  }, [ui.state]);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (record) => setTrackedId(record.id),
      onError: (err) => {
        // 409: one is already running; follow it.
        if (err instanceof ApiError && err.status === 409) setTrackedId(history.data?.[0]?.id ?? null);
      },
    });
  const reset = () => {
    start.reset();
    setTrackedId(null);
  };
  const importing = ui.state === 'importing';
  const meta = ui.record?.metadata;
  // Without a key the server refuses every run: say so instead of offering a click that fails.
  const needsKey = config.data?.configured === false;
  const reasonId = useId();

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
          <DownloadCloud className="h-5 w-5" aria-hidden /> Google Places Import
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Searches Google Places for every category in each area of the island. New places arrive as drafts
          for you to review and publish; places already listed get fresh ratings, and what owners have edited
          is never overwritten.
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            size="lg"
            onClick={begin}
            disabled={importing || needsKey}
            aria-describedby={needsKey ? reasonId : undefined}
            className="w-full sm:w-auto"
          >
            <DownloadCloud className="h-5 w-5" aria-hidden />
            {importing ? 'Importing...' : 'Start Google Places Import'}
          </Button>
          {(ui.state === 'completed' || ui.state === 'error') && (
            <Button size="lg" variant="outline" onClick={reset} className="w-full sm:w-auto">
              <RotateCcw className="h-4 w-4" aria-hidden /> Reset Status
            </Button>
          )}
        </div>
        {needsKey && (
          <p id={reasonId} className="mt-2 flex items-start gap-2 text-sm text-amber-900">
            <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            Imports need a Google Places API key on the server first (see API Configuration).
          </p>
        )}
        <div className="mt-5" aria-live="polite">
          {importing && <Progress record={ui.record} />}
          {ui.state === 'completed' && (
            <div
              className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
              role="status"
            >
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2 className="h-5 w-5" aria-hidden /> Import completed successfully! Data has been
                updated.
              </p>
              {meta && (
                <p className="mt-1 text-sm">
                  {plural(meta.created ?? 0, 'new draft')} · {meta.updated ?? 0} updated · {meta.skipped ?? 0}{' '}
                  skipped
                  {ui.record ? ` · ${ui.record.recordsTotal} places found` : ''}
                </p>
              )}
            </div>
          )}
          {ui.state === 'error' && (
            <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900" role="alert">
              <p className="flex items-start gap-2 font-medium">
                <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
                Import failed. Please check your Google Places API key and try again.
              </p>
              {ui.message && <p className="mt-1 text-sm">{ui.message}</p>}
            </div>
          )}
        </div>
        <h3 className="mt-6 font-semibold text-slate-900">What is imported</h3>
        <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
          {IMPORTED.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-lagoon-600" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </Card>

      <Card className="h-fit">
        <div className="flex items-start justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-lagoon-900">
            <KeyRound className="h-5 w-5" aria-hidden /> API Configuration
          </h2>
          {config.data &&
            (config.data.configured ? (
              <Badge tone="green">Configured</Badge>
            ) : (
              <Badge tone="amber">Setup Required</Badge>
            ))}
        </div>
        {config.isLoading ? (
          <Skeleton className="mt-3 h-16" />
        ) : config.isError ? (
          <div className="mt-3">
            <FormError message={`Could not read the import configuration: ${errorMessage(config.error)}`} />
          </div>
        ) : config.data?.configured ? (
          <p className="mt-3 text-sm text-slate-700">
            The Google Places API key is set on the server. Imports use{' '}
            <code className="rounded bg-slate-100 px-1 break-all">{config.data.baseUrl}</code>.
          </p>
        ) : (
          <div className="mt-3 grid gap-2 text-sm text-slate-700">
            <p>No Google Places API key is set, so imports cannot run yet.</p>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Create a key for the Places API (New) in the Google Cloud console.</li>
              <li>
                Set <code className="rounded bg-slate-100 px-1">GOOGLE_PLACES_API_KEY</code> in the server
                environment.
              </li>
              <li>Restart the server and reload this page.</li>
            </ol>
          </div>
        )}
      </Card>
    </div>
  );
}

import type { ImportRecord } from '../../domain/schemas/imports';

/** docs/product.md#imports: idle -> importing on start; importing -> completed | error; completed -> idle via Reset Status. */
export type ImportUiState = 'idle' | 'importing' | 'completed' | 'error';

export interface ImportUiInput {
  /** The import this page started (or joined), until Reset Status. */
  trackedId: number | null;
  /** Newest first, as GET /api/admin/import-history answers. */
  history: readonly ImportRecord[] | undefined;
  /** The start call failed (no key, provider down...): its message. */
  startError: string | null;
  /** The start call is in flight. */
  starting: boolean;
}

export interface ImportUi {
  state: ImportUiState;
  record: ImportRecord | null;
  /** For the error state: the server's or provider's message. */
  message: string | null;
}

/** Record statuses other than completed, failed and processing are treated as pending (still running). */
const running = (status: string) => status !== 'completed' && status !== 'failed';

export function importUi({ trackedId, history, startError, starting }: ImportUiInput): ImportUi {
  if (starting) return { state: 'importing', record: null, message: null };
  if (startError) return { state: 'error', record: null, message: startError };
  if (trackedId !== null) {
    const record = history?.find((r) => r.id === trackedId) ?? null;
    // Not in the history yet (it is being refetched): still importing.
    if (!record || running(record.status)) return { state: 'importing', record, message: null };
    if (record.status === 'completed') return { state: 'completed', record, message: null };
    return { state: 'error', record, message: record.errorLog || 'Import failed' };
  }
  // An import started elsewhere (another tab, before a reload) is still shown as running.
  const latest = history?.[0];
  if (latest && latest.status === 'processing') return { state: 'importing', record: latest, message: null };
  return { state: 'idle', record: null, message: null };
}

/** Whether the history must be polled: an import is running. */
export function shouldPoll(history: readonly ImportRecord[] | undefined): boolean {
  return Boolean(history?.some((r) => r.status === 'processing'));
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

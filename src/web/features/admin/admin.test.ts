import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../domain/schemas/imports';
import { importUi, shouldPoll } from '../../api/import-state';

const rec = (id: number, status: string, extra: Partial<ImportRecord> = {}): ImportRecord => ({
  id,
  source: 'google_places',
  type: 'text_search',
  status,
  recordsProcessed: 0,
  recordsTotal: 0,
  errorLog: null,
  metadata: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  completedAt: null,
  ...extra,
});
const base = { trackedId: null, history: [] as ImportRecord[], startError: null, starting: false };

describe('import UI state', () => {
  it('is idle with no import, or when the latest one has finished and is not tracked', () => {
    expect(importUi(base).state).toBe('idle');
    expect(importUi({ ...base, history: [rec(1, 'completed')] }).state).toBe('idle');
    expect(importUi({ ...base, history: undefined }).state).toBe('idle');
  });

  it('is importing while starting, while the tracked record runs, and before it shows in the history', () => {
    expect(importUi({ ...base, starting: true }).state).toBe('importing');
    expect(importUi({ ...base, trackedId: 2, history: [rec(2, 'processing')] }).state).toBe('importing');
    expect(importUi({ ...base, trackedId: 2, history: [rec(2, 'pending')] }).state).toBe('importing');
    expect(importUi({ ...base, trackedId: 2, history: [rec(2, 'queued')] }).state).toBe('importing');
    expect(importUi({ ...base, trackedId: 3, history: [rec(2, 'completed')] }).state).toBe('importing');
  });

  it('joins an import that is already running', () => {
    const ui = importUi({ ...base, history: [rec(5, 'processing'), rec(4, 'completed')] });
    expect(ui.state).toBe('importing');
    expect(ui.record?.id).toBe(5);
  });

  it('is completed or error when the tracked record finishes', () => {
    expect(importUi({ ...base, trackedId: 2, history: [rec(2, 'completed')] }).state).toBe('completed');
    const failed = importUi({
      ...base,
      trackedId: 2,
      history: [rec(2, 'failed', { errorLog: 'API key not valid' })],
    });
    expect(failed).toMatchObject({ state: 'error', message: 'API key not valid' });
    expect(importUi({ ...base, trackedId: 2, history: [rec(2, 'failed')] }).message).toBe('Import failed');
  });

  it('is error with the server message when the start call fails', () => {
    expect(importUi({ ...base, startError: 'Set GOOGLE_PLACES_API_KEY' })).toMatchObject({
      state: 'error',
      message: 'Set GOOGLE_PLACES_API_KEY',
    });
  });

  it('polls only while an import is processing', () => {
    expect(shouldPoll(undefined)).toBe(false);
    expect(shouldPoll([rec(1, 'completed'), rec(2, 'failed')])).toBe(false);
    expect(shouldPoll([rec(1, 'processing')])).toBe(true);
  });
});

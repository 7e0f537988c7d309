import { describe, expect, it } from 'vitest';
import { createReplayBuffer, eventFrame, MAX_REPLAY_BYTES, parseLastEventId } from './replay-buffer';

const HOUR = 3_600_000;
const start = Date.parse('2026-03-01T12:00:00Z');
const frame = (id: number, at = start, message = 'x') =>
  eventFrame({ id, kind: 'status-update-removed', data: { id, message }, createdAt: new Date(at) });
const ids = (resume: ReturnType<ReturnType<typeof createReplayBuffer>['resume']>) =>
  resume.kind === 'replay' ? resume.frames.map((f) => f.id) : resume.kind;

describe('the kept events of the live stream', () => {
  it('serialises an event as id, event and one data line', () => {
    expect(frame(7).bytes.toString()).toBe(
      'id: 7\nevent: status-update-removed\ndata: {"id":7,"message":"x"}\n\n',
    );
    expect(frame(8, start, 'two\nlines').bytes.toString()).toContain(
      'data: {"id":8,"message":"two\\nlines"}\n',
    );
  });

  it('replays what came after an id (ids may have gaps), resets below the first kept, fresh above the last', () => {
    const kept = createReplayBuffer({ maxCount: 100, retentionMs: 24 * HOUR });
    kept.start([frame(10), frame(12), frame(15)], 15);
    expect(ids(kept.resume(12))).toEqual([15]);
    expect(ids(kept.resume(11))).toEqual([12, 15]);
    expect(ids(kept.resume(9))).toEqual([10, 12, 15]);
    expect(ids(kept.resume(15))).toEqual([]);
    expect(ids(kept.resume(8))).toBe('reset');
    expect(ids(kept.resume(16))).toBe('fresh');
    expect(ids(kept.resume(null))).toBe('fresh');
  });

  it('drops the oldest beyond its count and its age, and resets an id older than what it dropped', () => {
    const kept = createReplayBuffer({ maxCount: 3, retentionMs: 24 * HOUR });
    kept.start([], 4);
    expect(ids(kept.resume(4))).toEqual([]);
    expect(ids(kept.resume(3))).toBe('reset');
    for (const id of [5, 6, 7, 8]) kept.push(frame(id, start + id * HOUR));
    expect(ids(kept.resume(5))).toEqual([6, 7, 8]);
    expect(ids(kept.resume(4))).toBe('reset');
    kept.dropOlderThan(start + 24 * HOUR + 6.5 * HOUR);
    expect(ids(kept.resume(5))).toBe('reset');
    expect(ids(kept.resume(6))).toEqual([7, 8]);
  });

  it('tells a page that missed more than a replay may carry to refetch instead', () => {
    const kept = createReplayBuffer({ maxCount: 10_000, retentionMs: 24 * HOUR });
    kept.start([], 0);
    const big = 'x'.repeat(1000);
    const count = Math.ceil(MAX_REPLAY_BYTES / 1000) + 1;
    for (let id = 1; id <= count; id++) kept.push(frame(id, start, big));
    expect(ids(kept.resume(0))).toBe('reset');
    expect(ids(kept.resume(count - 2))).toEqual([count - 1, count]);
  });

  it('reads a Last-Event-ID only when it is a whole number', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 42 ')).toBe(42);
    for (const bad of [undefined, '', 'abc', '-1', '1e3', '4.2', '9'.repeat(16), '42, 43'])
      expect(parseLastEventId(bad), String(bad)).toBeNull();
  });
});

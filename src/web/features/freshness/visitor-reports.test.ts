import { describe, expect, it } from 'vitest';
import type { OwnerReport } from '../../../domain/schemas/freshness';
import { lastChecked, namesTheDate, openReportCount, reportState, reportsOf } from './visitor-reports';

// 2026-11-27 10:00 in Belize (UTC-6).
const now = new Date('2026-11-27T16:00:00Z');

const report = (id: number, over: Partial<OwnerReport> = {}): OwnerReport => ({
  id,
  establishmentId: 7,
  establishmentName: 'Blue Tang Inn',
  kind: 'hours',
  attribute: null,
  message: null,
  status: 'open',
  outcome: null,
  createdAt: '2026-11-20T16:00:00Z',
  resolvedAt: null,
  ...over,
});

describe("the dashboard's check line", () => {
  it.each([
    ['2026-11-27T07:00:00Z', 'owner', 'Last checked today by the owner'],
    ['2026-11-26T16:00:00Z', 'admin', 'Last checked yesterday by the guide'],
    ['2026-10-20T16:00:00Z', 'import', 'Last checked 38 days ago from Google'],
    ['2026-04-27T16:00:00Z', 'seed', 'Last checked 7 months ago from public sources'],
    ['2024-11-20T16:00:00Z', 'owner', 'Last checked 2 years ago by the owner'],
  ] as const)('%s by %s reads "%s"', (checkedAt, checkedBy, words) => {
    expect(lastChecked({ checkedAt, checkedBy }, now)).toBe(words);
  });

  it('names the date once the words are in months (45 days and more)', () => {
    expect(namesTheDate('2026-10-20T16:00:00Z', now)).toBe(false);
    expect(namesTheDate('2026-10-14T16:00:00Z', now)).toBe(false);
    expect(namesTheDate('2026-10-13T16:00:00Z', now)).toBe(true);
  });
});

describe("one place's reports", () => {
  const all = [
    report(5, { status: 'resolved', outcome: 'fixed', resolvedAt: '2026-11-26T16:00:00Z' }),
    report(4),
    report(3, { establishmentId: 8 }),
    report(2, { status: 'resolved', outcome: 'dismissed', resolvedAt: '2026-11-25T16:00:00Z' }),
    report(1, { kind: 'closed' }),
  ];

  it('lists the open ones first, each group newest first as the server sends them, and no other place', () => {
    expect(reportsOf(all, 7).map((r) => r.id)).toEqual([4, 1, 5, 2]);
    expect(reportsOf(all, 9)).toEqual([]);
  });

  it('counts the open ones of the place', () => {
    expect(openReportCount(all, 7)).toBe(2);
    expect(openReportCount(all, 8)).toBe(1);
    expect(openReportCount([], 7)).toBe(0);
  });

  it('says whether the guide fixed or dismissed a resolved one', () => {
    expect(reportState(all[1]!).label).toBe('Open');
    expect(reportState(all[0]!)).toEqual({ label: 'Fixed', tone: 'green' });
    expect(reportState(all[3]!)).toEqual({ label: 'Dismissed by the guide', tone: 'slate' });
  });
});

import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminReport, StaleListing } from '../../../domain/schemas/freshness';
import { paths } from '../../paths';
import { ResolvedItem } from './ResolvedReports';
import { CHECKED_BY_WORDS, ownersText, REPORT_KIND_LABELS, reportKindText } from './report-labels';
import { StaleItem } from './StaleList';

const report = (id: number, extra: Partial<AdminReport> = {}): AdminReport => ({
  id,
  establishmentId: 40 + id,
  establishmentName: `Place ${id}`,
  kind: 'hours',
  attribute: null,
  message: 'Closed on Mondays now',
  status: 'open',
  outcome: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  resolvedAt: null,
  email: null,
  resolutionNote: null,
  ...extra,
});

const stale = (extra: Partial<StaleListing> = {}): StaleListing => ({
  establishmentId: 7,
  name: 'Blue Bayou',
  checkedAt: '2026-03-01T12:00:00.000Z',
  checkedBy: 'seed',
  verifiedOwners: 0,
  lastRemindedAt: null,
  ...extra,
});

const inRouter = (element: ReactElement) => <MemoryRouter>{element}</MemoryRouter>;

/** Renders as the server does and returns the document, to read what assistive technology reads. */
const renderStatic = (element: ReactElement) =>
  new JSDOM(`<body>${renderToStaticMarkup(inRouter(element))}</body>`).window.document;

describe("the Reports tab's words", () => {
  it('names every kind, every checker and the owners in words', () => {
    expect(Object.values(REPORT_KIND_LABELS)).toEqual([
      'Closed for good',
      'Wrong hours',
      'Wrong phone or WhatsApp',
      'Wrong location',
      'Wrong amenity',
      'Something else',
    ]);
    // A wrong amenity names the one the visitor chose, when they chose one.
    expect(reportKindText({ kind: 'amenity', attribute: 'wheelchairEntrance' })).toBe(
      'Wrong amenity: Wheelchair-accessible entrance',
    );
    expect(reportKindText({ kind: 'amenity', attribute: null })).toBe('Wrong amenity');
    expect(reportKindText({ kind: 'hours', attribute: null })).toBe('Wrong hours');
    expect(CHECKED_BY_WORDS).toEqual({
      owner: 'by the owner',
      admin: 'by the guide',
      import: 'from Google',
      seed: 'from public sources',
    });
    expect([0, 1, 2].map(ownersText)).toEqual(['no owner yet', '1 verified owner', '2 verified owners']);
  });

  it('shows a resolved report with its place, kind, outcome, note and when', () => {
    const doc = renderStatic(
      <ResolvedItem
        report={report(3, {
          status: 'resolved',
          outcome: 'dismissed',
          resolutionNote: 'Hours are right',
          resolvedAt: '2026-11-21T10:00:00.000Z',
        })}
      />,
    );
    expect(doc.querySelector('a')?.getAttribute('href')).toBe(paths.establishment(43));
    expect(doc.body.textContent).toContain('Wrong hours');
    expect(doc.body.textContent).toContain('Dismissed');
    expect(doc.body.textContent).toContain('Note: Hours are right');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
  });

  it('shows which amenity a resolved report of a wrong amenity named', () => {
    const doc = renderStatic(
      <ResolvedItem
        report={report(4, { kind: 'amenity', attribute: 'cashOnly', status: 'resolved', outcome: 'fixed' })}
      />,
    );
    expect(doc.body.textContent).toContain('Wrong amenity: Cash only');
  });

  it('shows a stale listing: last check and by whom, owners, last reminder', () => {
    const never = renderStatic(<StaleItem listing={stale()} />);
    expect(never.body.textContent).toMatch(/Last checked .+ from public sources/);
    expect(never.body.textContent).toContain('no owner yet · never reminded');
    const reminded = renderStatic(
      <StaleItem
        listing={stale({ checkedBy: 'owner', verifiedOwners: 2, lastRemindedAt: '2026-11-02T12:00:00.000Z' })}
      />,
    );
    expect(reminded.body.textContent).toContain('by the owner');
    expect(reminded.body.textContent).toMatch(/2 verified owners · Reminded \S/);
    expect([...reminded.querySelectorAll('time')].map((t) => t.getAttribute('datetime'))).toEqual([
      '2026-03-01T12:00:00.000Z',
      '2026-11-02T12:00:00.000Z',
    ]);
  });
});

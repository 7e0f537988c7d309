import { QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { act, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminUrls } from '../../../domain/api-urls';
import type { AdminReport, StaleListing } from '../../../domain/schemas/freshness';
import { setApiTransport } from '../../api/fetcher';
import { queryClient } from '../../api/query-client';
import { adminKeys } from '../../api/query-keys';
import { paths } from '../../paths';
import { ReportsPanel } from './ReportsPanel';
import { ResolvedItem } from './ResolvedReports';
import { CHECKED_BY_WORDS, ownersText, REPORT_KIND_LABELS } from './report-labels';
import { StaleItem } from './StaleList';

const report = (id: number, extra: Partial<AdminReport> = {}): AdminReport => ({
  id,
  establishmentId: 40 + id,
  establishmentName: `Place ${id}`,
  kind: 'hours',
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
      'Something else',
    ]);
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

// A browser's globals for React's client renderer, as long as the tests below run.
const dom = new JSDOM('<!doctype html><body></body>', { pretendToBeVisual: true });
const globals = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Element',
  'Node',
  'requestAnimationFrame',
];
const saved = new Map<string, PropertyDescriptor | undefined>();
let createRoot: typeof import('react-dom/client').createRoot;
beforeAll(async () => {
  for (const name of globals) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const value = name === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  ({ createRoot } = await import('react-dom/client'));
});
afterAll(() => {
  dom.window.close();
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});
afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  queryClient.clear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the tab sees it: the lists it is given, and `resolve` answering each POST. */
function fakeApi(lists: { open: AdminReport[]; resolved: AdminReport[] }, resolve: (body: any) => Response) {
  const posted: { url: string; body: unknown }[] = [];
  setApiTransport(async (url, init) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push({ url, body });
      return resolve(body);
    }
    if (url === adminUrls.reports('open')) return json(200, lists.open);
    if (url === adminUrls.reports('resolved')) return json(200, lists.resolved);
    if (url === adminUrls.stale) return json(200, []);
    return json(404, { message: 'Not Found' });
  });
  return posted;
}

async function renderTab(open: AdminReport[]) {
  queryClient.setQueryData(adminKeys.reports('open'), open);
  queryClient.setQueryData(adminKeys.reports('resolved'), []);
  queryClient.setQueryData(adminKeys.stale(), []);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(<QueryClientProvider client={queryClient}>{inRouter(<ReportsPanel />)}</QueryClientProvider>),
  );
  const item = (name: string) =>
    [...container.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent === name);
  const button = (li: Element, text: string) =>
    [...li.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
  const typeNote = async (li: Element, text: string) => {
    const note = li.querySelector('textarea') as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(dom.window.HTMLTextAreaElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(note, text);
      note.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    });
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, item, button, typeNote, settle, unmount: () => act(() => root.unmount()) };
}

describe('the Reports tab in a browser', () => {
  it('lists the open report with its place, kind, message and address; its buttons say which report', async () => {
    fakeApi({ open: [], resolved: [] }, () => json(500, {}));
    const tab = await renderTab([report(1, { email: 'visitor@example.com', kind: 'phone' })]);
    const li = tab.item('Place 1')!;
    expect(li.querySelector('h3 a')?.getAttribute('href')).toBe(paths.establishment(41));
    expect(li.textContent).toContain('Wrong phone or WhatsApp');
    expect(li.querySelector('blockquote')?.className).toContain('[overflow-wrap:anywhere]');
    expect(li.textContent).toContain('visitor@example.com');
    expect(li.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T15:00:00.000Z');
    for (const text of ['Fixed', 'Dismiss']) {
      const described = tab
        .button(li, text)
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual(['Place 1', 'Wrong phone or WhatsApp']);
    }
    expect(li.querySelector('textarea')?.getAttribute('maxlength')).toBe('500');
    await tab.unmount();
  });

  it('resolves as fixed with the note: the report moves to the resolved list', async () => {
    const resolved = report(1, {
      status: 'resolved',
      outcome: 'fixed',
      resolutionNote: 'Called the owner',
      resolvedAt: '2026-11-22T10:00:00.000Z',
    });
    const posted = fakeApi({ open: [], resolved: [resolved] }, () => json(200, resolved));
    const tab = await renderTab([report(1), report(2)]);
    const li = tab.item('Place 1')!;
    await tab.typeNote(li, 'Called the owner');
    expect(li.textContent).toContain('16/500 characters');
    await act(async () => tab.button(li, 'Fixed').click());
    await tab.settle();
    expect(posted).toEqual([
      { url: adminUrls.resolveReport(1), body: { outcome: 'fixed', note: 'Called the owner' } },
    ]);
    expect(tab.item('Place 1')).toBeUndefined();
    expect(tab.container.querySelector('details')?.textContent).toContain('Called the owner');
    // The refetched open list (now empty) replaces the one shown.
    expect(tab.container.textContent).toContain('No open reports.');
    await tab.unmount();
  });

  it("shows the server's message by the form when the report was already resolved", async () => {
    const posted = fakeApi({ open: [], resolved: [] }, () =>
      json(409, { message: 'This report is already resolved' }),
    );
    const tab = await renderTab([report(5)]);
    const li = tab.item('Place 5')!;
    await act(async () => tab.button(li, 'Dismiss').click());
    await tab.settle();
    expect(posted).toEqual([{ url: adminUrls.resolveReport(5), body: { outcome: 'dismissed', note: null } }]);
    expect(tab.item('Place 5')?.querySelector('[role="alert"]')?.textContent).toBe(
      'This report is already resolved',
    );
    expect(tab.button(tab.item('Place 5')!, 'Dismiss').disabled).toBe(false);
    await tab.unmount();
  });
});

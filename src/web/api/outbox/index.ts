import { placeWriteUrls } from '../../../domain/api-urls';
import { newIdempotencyKey } from '../../../domain/idempotency';
import { markOutboxWaiting, OUTBOX_CHANGED_EVENT } from '../../lib/outbox-flag';
import { ApiError, apiFetch } from '../fetcher';
import { createRetrySchedule, noReply, verdictOf } from './retry';
import { createSendLoop } from './sender';
import { forget, keep, mark, type OutboxEntry, outboxEntries } from './store';

/**
 * The outbox: the one way a write kept offline is sent (an owner's write, a visitor's report of a
 * place, a signed-in visitor's lists), over one IndexedDB store (store.ts), with one retry policy
 * (retry.ts) run by one sender per account (sender.ts), each write with the Idempotency-Key made when
 * it was submitted, which the server's idempotency module honours (decision 24).
 */

export type { OutboxEntry } from './store';
export { outboxEntries, useOutboxEntries } from './store';

type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a user asked to send: an owner's write for one of their places, or a visitor's report. */
export type OwnerWrite = WithoutKeys<
  Exclude<OutboxEntry, { kind: 'trip-lists' }>,
  'id' | 'createdAt' | 'state' | 'error'
>;

/** The result of a write: sent (the server's reply), or kept on this device to be sent later. */
export type SendResult<T> = { sent: T } | { waiting: OutboxEntry };

/**
 * How an entry's kind is sent, when it is not one request of its own: the lists' sync lives with the
 * trip feature (which api/ may not import), so it hands its way of sending here. It answers whether
 * the lists are still behind (changed while they were sent), in which case the entry stays.
 */
type KindSender = () => Promise<{ again: boolean }>;
const tripSenders = new Map<number, KindSender>();

/** The trip feature's way of sending an account's lists (its sync), for the outbox's 'trip-lists' entry. */
export function sendTripListsWith(userId: number, sender: KindSender): () => void {
  tripSenders.set(userId, sender);
  return () => {
    if (tripSenders.get(userId) === sender) tripSenders.delete(userId);
  };
}

/** The account's lists are behind this device's: one entry per account, however many changes. */
export async function keepTripLists(userId: number): Promise<void> {
  const id = `trip-lists:${userId}`;
  if ((await outboxEntries()).some((e) => e.id === id && e.state === 'waiting')) return;
  await keepMarked({ id, kind: 'trip-lists', userId, body: null, createdAt: Date.now(), state: 'waiting' });
}

function requestOf(entry: Exclude<OutboxEntry, { kind: 'trip-lists' }>) {
  switch (entry.kind) {
    case 'status-update':
      return { url: placeWriteUrls.statusUpdates, method: 'POST' as const };
    case 'details':
      return { url: placeWriteUrls.place(entry.establishmentId), method: 'PATCH' as const };
    case 'report':
      return { url: placeWriteUrls.reports(entry.establishmentId), method: 'POST' as const };
  }
}

/**
 * How long a write may wait for its reply. On a weak signal a request can hang for minutes; given up,
 * it is kept and sent again with its key, which is safe whether or not the server got it.
 */
const WRITE_TIMEOUT_MS = 20_000;

const send = <T>(entry: Exclude<OutboxEntry, { kind: 'trip-lists' }>) =>
  apiFetch<T>(requestOf(entry).url, {
    ...requestOf(entry),
    body: entry.body,
    idempotencyKey: entry.id,
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(WRITE_TIMEOUT_MS) : undefined,
  });

/** Whether the server may answer the same request differently later (for the forms' own retries). */
export const worthRetrying = (err: ApiError) => verdictOf(err) === 'retry';

async function keepMarked(entry: OutboxEntry): Promise<void> {
  await keep(entry);
  markOutboxWaiting(true);
}

/**
 * Sends a write now, with a new Idempotency-Key; without a connection (the browser says it is
 * offline, or no reply came) or without a session any more (401), keeps it on this device with that
 * key instead. A refusal by the server (400, 403, ...) is thrown as before: the form shows it.
 */
export async function sendOrKeep<T>(write: OwnerWrite): Promise<SendResult<T>> {
  const entry = {
    ...write,
    id: newIdempotencyKey(),
    createdAt: Date.now(),
    state: 'waiting',
  } as Exclude<OutboxEntry, { kind: 'trip-lists' }>;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return keepOr(entry, null);
  if (await waitingBefore(entry)) return sendAfterEarlier<T>(entry);
  try {
    return { sent: await send<T>(entry) };
  } catch (err) {
    if (noReply(err)) return keepOr(entry, err);
    if (err instanceof ApiError && err.status === 401) return keepOr({ ...entry, state: 'sign-in' }, err);
    throw err;
  }
}

/** Keeps the entry, or, when this device cannot store anything, fails as the request did. */
async function keepOr<T>(entry: OutboxEntry, failure: unknown): Promise<SendResult<T>> {
  try {
    await keepMarked(entry);
    return { waiting: entry };
  } catch {
    throw failure ?? new TypeError('You are offline');
  }
}

const waitingBefore = async (entry: OutboxEntry) =>
  (await outboxEntries()).some(
    (e) => e.userId === entry.userId && e.state !== 'refused' && e.kind !== 'trip-lists',
  );

/**
 * Earlier writes of the owner still wait: this one is kept and sent after them, so an older edit of a
 * field never lands after, and over, a newer one.
 */
async function sendAfterEarlier<T>(entry: OutboxEntry): Promise<SendResult<T>> {
  await keepMarked(entry);
  const round = await sendWaiting(entry.userId);
  const sent = round.sent.find((s) => s.entry.id === entry.id);
  if (sent) return { sent: sent.reply as T };
  return { waiting: (await outboxEntries()).find((e) => e.id === entry.id) ?? entry };
}

/** What one round of sending did. */
export interface SendRound {
  /** The writes sent, with the server's reply. */
  sent: { entry: OutboxEntry; reply: unknown }[];
  /** The writes the server refused for good in this round, each marked with its message. */
  refused: OutboxEntry[];
  /** The session ended: the writes wait for the same account to sign in. */
  needsSignIn: boolean;
  /** A write is still waiting after a try worth repeating (no reply, 408, 429, 5xx): try again later. */
  failed: boolean;
  /** A write is still waiting without a failure (lists changed while they were sent): try again soon. */
  more: boolean;
}

/** The round in progress of each sender (an account, or null for a visitor's reports). */
const rounds = new Map<number | null, Promise<SendRound>>();

/**
 * Sends the user's kept writes, oldest first, each with the key made when it was submitted, so a
 * write whose first reply was lost is not posted twice. Stops at the first one worth retrying later
 * or a 401; a write the server refuses is marked with its message. One round at a time in this tab,
 * and across tabs where the browser has Web Locks.
 */
export function sendWaiting(userId: number | null): Promise<SendRound> {
  let round = rounds.get(userId);
  if (!round) {
    round = withOutboxLock(() => sendRound(userId)).finally(() => rounds.delete(userId));
    rounds.set(userId, round);
  }
  return round;
}

function withOutboxLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('ambergris-outbox', fn) : fn();
}

/**
 * Sends one entry: the server's reply (the entry then forgotten), or `again` when the lists are still
 * behind after their sync. The lists' entry is forgotten before they are read to be sent, so a change
 * made meanwhile keeps a new one; it is kept back if the sync fails.
 */
async function sendEntry(entry: OutboxEntry): Promise<{ reply: unknown } | 'again'> {
  if (entry.kind !== 'trip-lists') {
    const reply = await send(entry);
    await forget(entry.id);
    return { reply };
  }
  const sendLists = entry.userId === null ? undefined : tripSenders.get(entry.userId);
  // The lists' sync is not loaded in this tab: the entry stays for one that has it.
  if (!sendLists) return 'again';
  await forget(entry.id);
  let again: boolean;
  try {
    again = (await sendLists()).again;
  } catch (err) {
    await keep(entry);
    throw err;
  }
  if (!again) return { reply: null };
  await keep(entry);
  return 'again';
}

async function sendRound(userId: number | null): Promise<SendRound> {
  const result: SendRound = { sent: [], refused: [], needsSignIn: false, failed: false, more: false };
  const mine = (await outboxEntries()).filter((e) => e.userId === userId && e.state !== 'refused');
  for (const entry of mine) {
    try {
      const sent = await sendEntry(entry);
      if (sent === 'again') {
        result.more = tripSenders.has(userId ?? -1);
        continue;
      }
      result.sent.push({ entry, reply: sent.reply });
    } catch (err) {
      const verdict = verdictOf(err);
      if (verdict === 'retry') {
        result.failed = true;
        break;
      }
      if (verdict === 'sign-in') {
        for (const e of mine.filter((m) => !result.sent.some((s) => s.entry === m)))
          await mark(e.id, 'sign-in');
        result.needsSignIn = true;
        break;
      }
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      await mark(entry.id, 'refused', message);
      result.refused.push({ ...entry, state: 'refused', error: message });
    }
  }
  markOutboxWaiting((await outboxEntries()).length > 0);
  return result;
}

/** The user gives up a kept write: it is never sent. */
export async function discard(id: string): Promise<void> {
  await forget(id);
  markOutboxWaiting((await outboxEntries()).length > 0);
}

type RoundListener = (round: SendRound) => void;
const senders = new Map<
  number | null,
  { listeners: Set<RoundListener>; stop: () => void; run: () => void }
>();

function startLoop(userId: number | null, listeners: Set<RoundListener>) {
  const loop = createSendLoop({
    round: () => sendWaiting(userId),
    schedule: createRetrySchedule({ now: Date.now, random: Math.random }),
    now: Date.now,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    isOnline: () => navigator.onLine,
    onRound: (round) => {
      for (const listener of listeners) listener(round);
    },
  });
  const whenShown = () => {
    if (document.visibilityState === 'visible') loop.tryNow();
  };
  window.addEventListener('online', loop.tryNow);
  document.addEventListener('visibilitychange', whenShown);
  window.addEventListener(OUTBOX_CHANGED_EVENT, loop.added);
  void loop.run();
  const stop = () => {
    loop.stop();
    window.removeEventListener('online', loop.tryNow);
    document.removeEventListener('visibilitychange', whenShown);
    window.removeEventListener(OUTBOX_CHANGED_EVENT, loop.added);
  };
  return { stop, run: () => void loop.run() };
}

/**
 * Sends the kept writes of an account (or, for null, a visitor's reports) for as long as a part of
 * the page wants them sent: one loop per account in this tab however many parts ask, each told of
 * every round. Returns the part's way of saying it no longer needs it.
 */
export function startSending(userId: number | null, onRound?: RoundListener): () => void {
  let sender = senders.get(userId);
  if (!sender) {
    const listeners = new Set<RoundListener>();
    sender = { listeners, ...startLoop(userId, listeners) };
    senders.set(userId, sender);
  } else sender.run(); // a new part (a page opened): what waits is tried now, unless backing off
  const listener: RoundListener = (round) => onRound?.(round);
  sender.listeners.add(listener);
  const mine = sender;
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0 || senders.get(userId) !== mine) return;
    mine.stop();
    senders.delete(userId);
  };
}

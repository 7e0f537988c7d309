import { placeWriteUrls } from '../../domain/api-urls';
import { newIdempotencyKey } from '../../domain/idempotency';
import { ApiError, apiFetch, isNetworkError } from './fetcher';
import { forget, keep, mark, type OutboxEntry, outboxEntries } from './outbox-store';

export type { OutboxEntry } from './outbox-store';

type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What the owner asked to send: one of the outbox's kinds of write, for one of their places. */
export type OwnerWrite = WithoutKeys<OutboxEntry, 'id' | 'createdAt' | 'state' | 'error'>;

/** The result of a write: sent (the server's reply), or kept on this device to be sent later. */
export type SendResult<T> = { sent: T } | { kept: OutboxEntry };

function requestOf(entry: OutboxEntry) {
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

const send = <T>(entry: OutboxEntry) =>
  apiFetch<T>(requestOf(entry).url, {
    ...requestOf(entry),
    body: entry.body,
    idempotencyKey: entry.id,
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(WRITE_TIMEOUT_MS) : undefined,
  });

/** No reply came: no connection, or none in WRITE_TIMEOUT_MS. */
const noReply = (err: unknown) =>
  isNetworkError(err) || (err instanceof DOMException && err.name === 'TimeoutError');

/**
 * A reply after which the same request may succeed later: the key is in use (a 409 with Retry-After),
 * too many at once, or the server failed. Any other 409 is a refusal, such as a place's limit of live
 * updates (decision 50): the server keeps that answer for the key, so sending again would only repeat it.
 */
export const worthRetrying = (err: ApiError) =>
  (err.status === 409 && err.retryAfter !== null) || err.status === 429 || err.status >= 500;

/**
 * Sends an owner's write now, with a new Idempotency-Key; without a connection (the browser says it
 * is offline, or no reply came) or without a session any more (401), keeps it on this device with
 * that key instead. A refusal by the server (400, 403, ...) is thrown as before: the form shows it.
 */
export async function sendOrKeep<T>(write: OwnerWrite): Promise<SendResult<T>> {
  const entry = {
    ...write,
    id: newIdempotencyKey(),
    createdAt: Date.now(),
    state: 'waiting',
  } as OutboxEntry;
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
    await keep(entry);
    return { kept: entry };
  } catch {
    throw failure ?? new TypeError('You are offline');
  }
}

const waitingBefore = async (entry: OutboxEntry) =>
  (await outboxEntries()).some((e) => e.userId === entry.userId && e.state !== 'refused');

/**
 * Earlier writes of the owner still wait: this one is kept and sent after them, so an older edit of a
 * field never lands after, and over, a newer one.
 */
async function sendAfterEarlier<T>(entry: OutboxEntry): Promise<SendResult<T>> {
  await keep(entry);
  const round = await sendWaiting(entry.userId);
  const sent = round.sent.find((s) => s.entry.id === entry.id);
  if (sent) return { sent: sent.reply as T };
  return { kept: (await outboxEntries()).find((e) => e.id === entry.id) ?? entry };
}

/** What one round of sending did: the writes sent (with the server's reply), and whether to sign in. */
export interface SendRound {
  sent: { entry: OutboxEntry; reply: unknown }[];
  needsSignIn: boolean;
}

/** The round in progress of each sender (an account, or null for a visitor's reports). */
const rounds = new Map<number | null, Promise<SendRound>>();

/**
 * Sends the user's kept writes, oldest first, each with the key made when it was submitted, so a
 * write whose first reply was lost is not posted twice. Stops at the first one that gets no reply (or
 * a reply worth retrying later) or a 401; a write the server refuses is marked with its message. One
 * round at a time in this tab, and across tabs where the browser has Web Locks.
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

async function sendRound(userId: number | null): Promise<SendRound> {
  const result: SendRound = { sent: [], needsSignIn: false };
  const mine = (await outboxEntries()).filter((e) => e.userId === userId && e.state !== 'refused');
  for (const entry of mine) {
    try {
      const reply = await send(entry);
      await forget(entry.id);
      result.sent.push({ entry, reply });
    } catch (err) {
      if (!(err instanceof ApiError) || worthRetrying(err)) break;
      if (err.status === 401) {
        for (const e of mine.filter((m) => !result.sent.some((s) => s.entry === m)))
          await mark(e.id, 'sign-in');
        result.needsSignIn = true;
        break;
      }
      await mark(entry.id, 'refused', err.serverMessage);
    }
  }
  return result;
}

/** The owner gives up a kept write: it is never sent. */
export const discard = (id: string) => forget(id);

import { IDEMPOTENCY_KEY_HEADER } from '../../domain/idempotency';
import { noteApiReply, noteNoReply } from '../lib/connection';

/** The one way the web app talks to the API (docs/product.md#web-app-and-api). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
    /** The reply's Retry-After: the server says the same request may succeed then. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }

  /** Server rendering sends errored queries to the browser as JSON (see `reviveApiError`). */
  toJSON() {
    return { name: 'ApiError', status: this.status, body: this.body, message: this.message };
  }

  /** The server's `message`, for toasts; falls back to the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body);
      if (typeof parsed?.message === 'string') return parsed.message;
    } catch {}
    return this.body || this.message;
  }
}

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** 'returnNull' answers null on 401 instead of throwing (current user). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a repeat of the request with the same key changes nothing more. */
  idempotencyKey?: string;
}

/** An ApiError again from its JSON form (`toJSON`); anything else is returned as it is. */
export function reviveApiError(value: unknown): unknown {
  const v = value as { name?: unknown; status?: unknown; body?: unknown; message?: unknown } | null;
  if (v && typeof v === 'object' && v.name === 'ApiError' && typeof v.status === 'number')
    return new ApiError(v.status, String(v.body ?? ''), String(v.message ?? ''));
  return value;
}

/** How long after a write the app's reads ask for the server's current reply. */
const FRESH_READS_MS = 10_000;
let freshReadsUntil = 0;
const wantsFreshReads = () => typeof window !== 'undefined' && Date.now() < freshReadsUntil;

/**
 * Called after every successful write (query-client.ts): for a few seconds the refetches that follow
 * get the server's reply, not the service worker's cached one, so an owner sees their own change.
 */
export function preferFreshReads() {
  freshReadsUntil = Date.now() + FRESH_READS_MS;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Replaces how requests leave the app. Only the server-rendering entry (entry-server.tsx) uses it, to
 * answer the pages' GETs from the server app itself, without HTTP.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * The response of a successful request, for callers that need more than the body (e.g. a header such
 * as X-Total-Count); a failed one throws ApiError. apiFetch is this plus the parsed body.
 */
export async function apiResponse(url: string, opts: FetchOptions = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = {};
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
  const res = await transport(url, {
    method: opts.method ?? 'GET',
    credentials: 'include',
    signal: opts.signal,
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    // After a write, reads skip the service worker's stale-while-revalidate copy (sw/api-cache.ts).
    cache: (opts.method ?? 'GET') === 'GET' && wantsFreshReads() ? 'no-cache' : undefined,
  }).catch((err: unknown) => {
    if (isNetworkError(err)) noteNoReply();
    throw err;
  });
  if (res.ok) noteApiReply(res);
  if (res.ok || (res.status === 401 && opts.on401 === 'returnNull')) return res;
  const text = await res.text();
  // docs/product.md#messages: "status: body text (or status text if empty)".
  throw new ApiError(
    res.status,
    text,
    `${res.status}: ${text || res.statusText}`,
    res.headers.get('retry-after'),
  );
}

export async function apiFetch<T>(url: string, opts: FetchOptions = {}): Promise<T> {
  const res = await apiResponse(url, opts);
  if (res.status === 401) {
    // Read the body even though it is not used: Chromium keeps an unread reply "in flight", which
    // holds Lighthouse (and anything else that waits for the network to go quiet) until it times out.
    await res.text();
    return null as T;
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/**
 * Whether a request failed without any reply from the server (offline, the signal dropped, the server
 * unreachable): fetch rejects with a TypeError exactly then. An HTTP error is an ApiError instead.
 */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/** What went wrong with a request, for a message in the reader's language (the server writes English). */
export type ErrorKind = 'network' | 'tooMany' | 'notFound' | 'refused' | 'server';

/** The kind of a thrown value: no reply, a refusal by status, or anything else (the server's fault or ours). */
export function errorKind(err: unknown): ErrorKind {
  if (isNetworkError(err)) return 'network';
  if (!(err instanceof ApiError) || err.status >= 500) return 'server';
  if (err.status === 429) return 'tooMany';
  if (err.status === 404) return 'notFound';
  return 'refused';
}

/** A toast-friendly message from any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return String(err);
}

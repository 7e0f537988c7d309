/** The one way the web app talks to the API (SPEC section 7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
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
}

export async function apiFetch<T>(url: string, opts: FetchOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    credentials: 'include',
    signal: opts.signal,
    headers: opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
  });
  if (res.status === 401 && opts.on401 === 'returnNull') return null as T;
  if (!res.ok) {
    const text = await res.text();
    // SPEC section 8: "status: body text (or status text if empty)".
    throw new ApiError(res.status, text, `${res.status}: ${text || res.statusText}`);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** A toast-friendly message from any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return String(err);
}

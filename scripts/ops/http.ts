/** Small HTTP client helpers for the operator scripts (fetch with a deadline, the session cookie). */

export interface Reply {
  status: number;
  body: any;
  ms: number;
  /** Set when no HTTP reply came: refused, reset or timed out. */
  error?: string;
}

export async function request(
  url: string,
  init: {
    method?: string;
    cookie?: string;
    json?: unknown;
    timeoutMs?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...init.headers,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body, ms: performance.now() - started };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const code = e.name === 'TimeoutError' ? 'TIMEOUT' : (e.cause?.code ?? e.name);
    return { status: 0, body: null, ms: performance.now() - started, error: code };
  }
}

/** Signs in and returns the `cookie` header value for later requests. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('sign-in set no session cookie');
  return sid;
}

/** Every live update of the establishments, expired and removed ones included (admin), as messages. */
export async function storedMessages(
  baseUrl: string,
  cookie: string,
  establishmentIds: number[],
): Promise<Set<string>> {
  const messages = new Set<string>();
  for (const id of establishmentIds) {
    const res = await request(`${baseUrl}/api/establishments/${id}/status-updates`, { cookie });
    if (res.status !== 200)
      throw new Error(`listing updates of ${id} failed: ${res.status} ${JSON.stringify(res.body)}`);
    for (const u of res.body as { message: string }[]) messages.add(u.message);
  }
  return messages;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

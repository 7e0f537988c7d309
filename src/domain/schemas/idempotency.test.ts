import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../idempotency';
import { idempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes keys the server accepts, all different', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(idempotencyKey.safeParse(key).success, key).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it('makes them without randomUUID too (a page served over plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKey.safeParse(key).success).toBe(true);
  });

  it('accepts 1-100 visible ASCII characters and nothing else', () => {
    for (const ok of ['a', '"quoted-as-the-draft-says"', '~'.repeat(100)])
      expect(idempotencyKey.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', ' ', 'a b', 'x'.repeat(101), 'clé', 'a\nb'])
      expect(idempotencyKey.safeParse(bad).success, bad).toBe(false);
  });
});

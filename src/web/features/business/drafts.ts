/**
 * Keeps what a visitor typed in the claim and registration forms in sessionStorage, so leaving the page
 * to sign in (or a reload) loses nothing. Only form values are kept, never a password.
 */

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Draft<T> {
  values: T;
  /** The visitor pressed submit while signed out; finish the request once they are signed in. */
  awaitingSignIn: boolean;
  savedAt: number;
}

const PREFIX = 'ambergris:draft:';
const VERSION = 1;
/** A draft older than this is dropped (the tab was left open for days). */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000;

function defaultStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): drafts are simply not kept
  }
}

export interface DraftStore<T> {
  load(now?: number): Draft<T> | null;
  save(values: T, options?: { awaitingSignIn?: boolean; now?: number }): void;
  clear(): void;
}

export function draftStore<T extends object>(
  name: string,
  storage: DraftStorage | null = defaultStorage(),
): DraftStore<T> {
  const key = PREFIX + name;
  return {
    load(now = Date.now()) {
      if (!storage) return null;
      let raw: string | null = null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw);
        if (
          parsed?.v !== VERSION ||
          typeof parsed.values !== 'object' ||
          parsed.values === null ||
          typeof parsed.savedAt !== 'number' ||
          now - parsed.savedAt > DRAFT_MAX_AGE_MS
        ) {
          storage.removeItem(key);
          return null;
        }
        return {
          values: parsed.values as T,
          awaitingSignIn: parsed.awaitingSignIn === true,
          savedAt: parsed.savedAt,
        };
      } catch {
        storage.removeItem(key);
        return null;
      }
    },
    save(values, options = {}) {
      if (!storage) return;
      const safe = Object.fromEntries(Object.entries(values).filter(([k]) => !/password/i.test(k))) as T;
      try {
        storage.setItem(
          key,
          JSON.stringify({
            v: VERSION,
            values: safe,
            awaitingSignIn: options.awaitingSignIn === true,
            savedAt: options.now ?? Date.now(),
          }),
        );
      } catch {
        // quota exceeded or storage disabled: keeping the draft is best effort
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {}
    },
  };
}

/** True when a draft holds anything the visitor typed (ignores blank strings). */
export function hasContent(values: object | null | undefined): boolean {
  if (!values) return false;
  return Object.values(values).some((v) =>
    typeof v === 'string' ? v.trim() !== '' : v && typeof v === 'object' ? hasContent(v) : false,
  );
}

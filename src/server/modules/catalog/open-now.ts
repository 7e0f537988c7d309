import { type OpenState, openState } from '../../../domain/hours';
import type { PlaceFields } from './place';

/** A place's open state, true from `from` until `until` (its next change; null: for good). */
interface Kept {
  from: number;
  until: number | null;
  state: OpenState;
}

/**
 * Open states by place object: a place's hours are evaluated once per opening or closing, not per
 * request (an edit replaces the place's object, so its old state goes with it).
 */
const kept = new WeakMap<PlaceFields, Kept>();

/** Whether the place is open at `now` and its next change; `validUntil` is that change (ms) or null. */
export function openAt(fields: PlaceFields, now: number): OpenState & { validUntil: number | null } {
  let k = kept.get(fields);
  if (!k || now < k.from || (k.until !== null && now >= k.until)) {
    const state = openState(fields.openingHours, new Date(now));
    k = { from: now, until: state.nextChange === null ? null : Date.parse(state.nextChange), state };
    kept.set(fields, k);
  }
  return { ...k.state, validUntil: k.until };
}

import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors';

/** Walks parsed input without recursion (a deeply nested body cannot blow the stack). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        if (key.includes('\u0000')) return true;
        pending.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * preValidation hook: PostgreSQL text cannot hold NUL characters, so input carrying one is refused
 * with a 400 before any route runs (instead of failing, or half-failing, inside a query).
 */
export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
    return done(badRequest('Text may not contain NUL (\\u0000) characters'));
  done();
}

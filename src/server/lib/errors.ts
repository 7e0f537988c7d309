/**
 * What went wrong, in a service's words: services throw these and know no HTTP; lib/error-handler.ts
 * is the one place that turns each kind into a status code and the API's `{ message }` shape.
 */
export class DomainError extends Error {
  override name = this.constructor.name;
}
/** The thing asked for does not exist (or is not visible to the caller). */
export class NotFoundError extends DomainError {}
/** The input breaks a rule that the request's schema cannot check (an unknown category, ...). */
export class InvalidError extends DomainError {
  /** The body field at fault, when one is (the reply's `issues` names it, so a form shows it there). */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
/** The caller is not signed in. */
export class UnauthorizedError extends DomainError {}
/** The caller is signed in but may not do this. */
export class ForbiddenError extends DomainError {}
/** It existed and is no more: a one-time link used or expired. */
export class GoneError extends DomainError {}
/** The request clashes with the current state (already decided, already running, taken email). */
export class ConflictError extends DomainError {}
/** A capability the server is not set up for, or cannot reach right now. */
export class UnavailableError extends DomainError {}
/** Too many of these from the same sender in a while (a service's count, or the per-client rate limits). */
export class TooManyError extends DomainError {}
/** The request repeats something already used for a different request (an idempotency key). */
export class MismatchError extends DomainError {}
/** What was sent was for a moment already past by the time it arrived (an update sent after its end). */
export class TooLateError extends DomainError {}
/** What was sent is larger than this route accepts. */
export class TooLargeError extends DomainError {}
/** What was sent is not in a form this route reads (an upload that is not multipart). */
export class UnsupportedTypeError extends DomainError {}

export const notFound = (what: string) => new NotFoundError(`${what} not found`);
export const badRequest = (message: string, field?: string) => new InvalidError(message, field);
export const forbidden = (message = 'You do not have permission to do this') => new ForbiddenError(message);
export const unauthorized = (message = 'Please sign in first') => new UnauthorizedError(message);
export const gone = (message: string) => new GoneError(message);
export const conflict = (message: string) => new ConflictError(message);
export const unavailable = (message: string) => new UnavailableError(message);
export const tooMany = (message: string) => new TooManyError(message);
export const mismatch = (message: string) => new MismatchError(message);
export const tooLate = (message: string) => new TooLateError(message);
export const tooLarge = (message: string) => new TooLargeError(message);
export const unsupportedType = (message: string) => new UnsupportedTypeError(message);

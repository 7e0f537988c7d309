import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  InvalidError,
  MismatchError,
  NotFoundError,
  TooLargeError,
  TooLateError,
  TooManyError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedTypeError,
} from './errors';

/** The one mapping of the services' domain errors to HTTP statuses. */
const STATUS_OF: readonly [new (...args: any[]) => DomainError, number][] = [
  [InvalidError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [TooLargeError, 413],
  [UnsupportedTypeError, 415],
  [MismatchError, 422],
  [TooLateError, 422],
  [TooManyError, 429],
  [UnavailableError, 503],
];

function domainStatus(error: unknown): number | undefined {
  return error instanceof DomainError ? STATUS_OF.find(([kind]) => error instanceof kind)?.[1] : undefined;
}

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  let e: any = err;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause) {
    if (DB_UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * What a log line may say about an error: Drizzle puts the query's parameters (password hashes,
 * session ids, emails) into its message, so they are cut from the message, the stack and the causes.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!err || typeof err !== 'object' || depth > 3) return undefined;
  const e = err as { name?: string; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const clean = (text: string) => text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  const message = clean(String(e.message ?? ''));
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  return {
    type: e.name ?? 'Error',
    ...(e.code !== undefined ? { code: e.code } : {}),
    message,
    stack: [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n'),
    ...(e.cause ? { cause: loggableError(e.cause, depth + 1) } : {}),
  };
}

/** PostgreSQL refusing text it cannot store (a NUL character, an invalid escape): the client's input. */
function isUnstorableText(err: unknown): boolean {
  let e: any = err;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause)
    if (e.code === '22021' || e.code === '22P05') return true;
  return false;
}

function fieldName(path: readonly PropertyKey[], where: string): string {
  return [where === 'body' ? '' : where, ...path.map(String)].filter(Boolean).join('.');
}

/** Turns every failure into the API's `{ message, issues? }` (docs/product.md#api-rules); 5xx replies never carry internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const issues = error.validation.map((v) => ({
      path: fieldName((v.params?.issue as any)?.path ?? v.instancePath.split('/').filter(Boolean), where),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    return reply.code(400).send({
      message: first ? `Invalid ${first.path || where}: ${first.message}` : 'Invalid request',
      issues,
    });
  }
  const domain = domainStatus(error);
  if (domain) {
    const field = (error as Error) instanceof InvalidError ? (error as InvalidError).field : undefined;
    const issues = field ? [{ path: field, message: error.message }] : undefined;
    return reply.code(domain).send({ message: error.message, issues });
  }
  if (isUnstorableText(error))
    return reply.code(400).send({ message: 'The text contains characters that cannot be stored' });
  // A client that went away mid-body (or was cut off by a timeout) is not the database failing.
  if (error.code === 'ECONNRESET' && request.raw.destroyed && error.message === 'aborted')
    return reply.code(400).send({ message: 'The request did not arrive whole' });
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: loggableError(error) }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ message: 'The guide is briefly unavailable. Please try again in a few seconds.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large'
          : error.message;
    return reply.code(status).send({ message });
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

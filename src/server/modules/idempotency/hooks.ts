import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import { errorReply } from '../../../domain/schemas/common';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { conflict, mismatch } from '../../lib/errors';
import { requireUser } from '../accounts';
import type { HeldKey, IdempotencyScope } from './service';

/** Keys reserved by requests still being handled. */
const held = new WeakMap<FastifyRequest, HeldKey>();

/**
 * What the request asks, so a key sent again with something else is refused. The body is the parsed
 * one: zod builds it in the schema's key order, so the same fields in another order hash alike.
 */
function requestHash(req: FastifyRequest): string {
  const what = [req.method, req.routeOptions.url, JSON.stringify(req.params), JSON.stringify(req.body)];
  return createHash('sha256').update(what.join('\n')).digest('hex');
}

/** After validation: a repeat gets the first reply; a new key is reserved for this request. */
const reserveOrReplay =
  (scopeOf: (req: FastifyRequest) => IdempotencyScope): preHandlerAsyncHookHandler =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const scope = scopeOf(req);
    const outcome = await req.server.services.idempotency.reserve(scope, key, requestHash(req));
    switch (outcome.kind) {
      case 'reserved':
        held.set(req, { scope, key, at: outcome.at });
        return;
      case 'replay':
        reply.header('idempotent-replayed', 'true').code(outcome.statusCode);
        return reply.send(outcome.body ?? undefined);
      case 'mismatch':
        throw mismatch(
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request: send a new key with a new request`,
        );
      case 'in-progress':
        reply.header('retry-after', '1');
        throw conflict(
          `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being handled: try again in a moment`,
        );
    }
  };

/**
 * Before the reply is serialized (and compressed) and sent: it is stored for repeats, unless it is our
 * own failure (5xx), which a repeat may retry. Error replies pass here too (the error handler sends
 * an object).
 */
const rememberReply: preSerializationAsyncHookHandler = async (req, reply, payload) => {
  const key = held.get(req);
  if (!key) return payload;
  held.delete(req);
  const { idempotency } = req.server.services;
  if (reply.statusCode >= 500) await idempotency.release(key);
  else await idempotency.complete(key, reply.statusCode, payload);
  return payload;
};

/** A reply that was not stored (no object to serialize, the client gone): the key is given back. */
const releaseUnstored: onResponseAsyncHookHandler = async (req) => {
  const key = held.get(req);
  if (!key) return;
  held.delete(req);
  await req.server.services.idempotency.release(key);
};

/**
 * Spread into the options of a signed-in JSON write that honours `Idempotency-Key`; its schema takes
 * `headers: idempotencyHeaders` and the `idempotencyErrors` replies. Keys are the account's.
 */
export const idempotent = {
  preHandler: reserveOrReplay((req) => ({ userId: requireUser(req).id })),
  preSerialization: rememberReply,
  onResponse: releaseUnstored,
};

/**
 * The same for a write made without an account (a visitor's report of a place): keys are in the
 * visitors' scope, never tied to an account or an address, so a report stays one that reveals nothing
 * of who sent it, and a phone that comes back on another network still sends it once.
 */
export const idempotentForVisitors = {
  preHandler: reserveOrReplay(() => 'visitor'),
  preSerialization: rememberReply,
  onResponse: releaseUnstored,
};
export { idempotencyHeaders };
export const idempotencyErrors = { 409: errorReply, 422: errorReply };

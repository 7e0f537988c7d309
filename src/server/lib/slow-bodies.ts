import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from './server-timeouts';

/** What Node itself answers a request that took too long to arrive; the connection is closed after it. */
const REQUEST_TIMEOUT_REPLY =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Whether the request has a body and it is still arriving. */
function awaitingBody(request: FastifyRequest) {
  const { headers } = request;
  const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  // Strictly false: an injected request (app.inject) has no such flag and its body is all there.
  return hasBody && request.raw.complete === false;
}

/**
 * Keeps a client that sends its body slowly from holding a connection. Node's request timeout is the
 * uploads' (a photo over a slow link needs minutes), and it is one for the whole server; every other
 * route takes at most JSON_BODY_LIMIT, so its body gets `bodyMs` to arrive, then the client is
 * answered 408 and let go. A reply sent before the body has arrived (a refusal: 401 before parsing,
 * 413 by Content-Length, 415, 404...) closes the connection once written, instead of reading the rest
 * of the body to keep the connection alive for a client that was refused.
 */
export function registerSlowBodyLimits(app: FastifyInstance, bodyMs: number) {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    if (awaitingBody(request) && request.routeOptions.bodyLimit <= JSON_BODY_LIMIT) {
      const deadline = setTimeout(() => {
        if (awaitingBody(request)) cutOff(request.raw.socket, reply.raw.headersSent);
      }, bodyMs);
      deadline.unref();
      deadlines.set(request, deadline);
      // A client that goes away takes its deadline with it.
      request.raw.once('close', () => clearTimeout(deadline));
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    clearTimeout(deadlines.get(request));
    if (awaitingBody(request)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Answers 408 unless a reply has begun, then closes the connection once that is written. */
function cutOff(socket: Socket, replied: boolean) {
  if (socket.destroyed) return;
  if (!replied && socket.writable) socket.end(REQUEST_TIMEOUT_REPLY);
  socket.destroySoon();
}

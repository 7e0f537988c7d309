import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { clientAddressKey, isTrustedPeer } from './client-address';
import { tooMany } from './errors';

/** How long a refused connection may stay open for its request to be answered 429. */
const REFUSED_GRACE_MS = 2_000;
/** Seconds a refused client is told to wait. */
const RETRY_AFTER_S = 10;

/** Counts held per key; a key with none has no entry. */
function createCounts() {
  const counts = new Map<string, number>();
  return {
    /** Adds one for `key`; false (and nothing added) when it already holds `max`. */
    take(key: string, max: number) {
      const held = counts.get(key) ?? 0;
      if (held >= max) return false;
      counts.set(key, held + 1);
      return true;
    },
    release(key: string) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/**
 * At most `max` open connections per client address (client-address.ts: an IPv6 client's /64), so one
 * client cannot hold every socket the server has. A connection beyond it is answered 429 and closed
 * (or closed at once, if it sends nothing). A proxy TRUST_PROXY believes is one peer for many clients:
 * its connections are not counted; the requests in progress are, per address it forwards for (a live
 * stream is one until it ends). What a client holds at the proxy itself is the proxy's to limit.
 */
export function registerConnectionCap(
  app: FastifyInstance,
  max: number,
  trustProxy: AppConfig['TRUST_PROXY'],
) {
  if (max <= 0) return;
  const trusted = isTrustedPeer(trustProxy);
  const connections = createCounts();
  const requests = createCounts();
  const refused = new WeakSet<Socket>();

  app.server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    if (trusted(peer)) return;
    const key = clientAddressKey(peer);
    if (!connections.take(key, max)) {
      refused.add(socket);
      socket.setTimeout(REFUSED_GRACE_MS);
      return;
    }
    socket.once('close', () => connections.release(key));
  });

  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    if (refused.has(socket)) return done(refusal(reply));
    if (!trusted(socket?.remoteAddress ?? '')) return done();
    const key = clientAddressKey(request.ip);
    if (!requests.take(key, max)) return done(refusal(reply));
    let held = true;
    const release = () => {
      if (held) requests.release(key);
      held = false;
    };
    // A hijacked reply (the live stream) has no onResponse; its raw response still closes.
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    done();
  });
}

/** The 429 of a client beyond its connections, whose connection is closed after it. */
function refusal(reply: FastifyReply) {
  reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_S));
  return tooMany('Too many open connections from your address. Close some, then try again.');
}

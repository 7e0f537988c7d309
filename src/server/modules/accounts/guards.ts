import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from './auth-plugin';

/**
 * onRequest hooks: a signed-out caller gets 401 (and a non-admin 403) before the body is even read,
 * so the answer does not depend on what was sent.
 */
export async function signedIn(request: FastifyRequest) {
  requireUser(request);
}

export async function adminOnly(request: FastifyRequest) {
  requireAdmin(request);
}

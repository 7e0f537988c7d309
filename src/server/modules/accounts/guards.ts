import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { idField, idParam } from '../../../domain/schemas/common';
import { forbidden, unauthorized } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';

/**
 * Who may call a route, declared in its `config` (`config: guard.admin`) and checked by the hooks
 * below, in onRequest: before the body is read, parsed or validated (decision 38). Signed out: 401;
 * signed in without the right: 403, whatever was sent.
 */
export type Access =
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  /** A verified owner of the place `of` names (or the admin); `of` gives null for a malformed id. */
  | { kind: 'owner'; of: (req: FastifyRequest) => number | null | Promise<number | null> }
  /**
   * The place is named in the body: before parsing, the caller must own some place (or be the admin);
   * once parsed, before validation, the place named in `field`.
   */
  | { kind: 'ownerOfBodyField'; field: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** An unguarded route that uses the session when one comes (sign-out): the API document says so. */
    readsSession?: true;
  }
  interface FastifyRequest {
    /** The place an owner guard found the caller manages: the one check of an owner's write. */
    managedPlace: ManagedPlace | null;
    /** Before the body of an `ownerOfBodyField` route is read: the caller's verified places. */
    ownedEstablishmentIds: readonly number[] | null;
  }
}

/** A path id (a string) or body id (a JSON number) as the schemas accept it, or null (validation then answers 400). */
function idOf(value: unknown): number | null {
  const parsed = (typeof value === 'number' ? idField : idParam).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The signed-in caller, or a 401. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in admin, or a 401 or 403. */
export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden("Only the guide's administrators can do this");
  return user;
}

/** The route's `:id` (a place, or a row whose place the route's resolver looks up). */
export const idInPath = (req: FastifyRequest) => idOf((req.params as { id?: unknown }).id);

/**
 * The place the route's owner guard checked, handed to the service that writes to it (which does not ask
 * again). A route without an owner guard has none: that is a mistake in the route, not the caller's.
 */
export function managedPlace(request: FastifyRequest): ManagedPlace {
  if (!request.managedPlace) throw new Error(`${request.routeOptions.url} has no owner guard`);
  return request.managedPlace;
}

/** Spread into a route's `config`. */
export const guard = {
  signedIn: { access: { kind: 'signedIn' } as Access },
  admin: { access: { kind: 'admin' } as Access },
  /** A verified owner of the place `of` names, or the admin (default: the route's `:id`). */
  owner: (of: (req: FastifyRequest) => number | null | Promise<number | null> = idInPath) => ({
    access: { kind: 'owner', of } as Access,
  }),
  ownerOfBodyField: (field: string) => ({ access: { kind: 'ownerOfBodyField', field } as Access }),
};

/**
 * Registered once, after the session is read (auth-plugin.ts), before the routes: the only place routes
 * are guarded. Only a guarded route gets the hooks (a public request does not pay for them), first of
 * its own hooks, as the instance's hooks would run.
 */
export function registerGuards(app: FastifyInstance) {
  const { ownership } = app.services;
  app.decorateRequest('managedPlace', null);
  app.decorateRequest('ownedEstablishmentIds', null);

  const checkAccess = async (req: FastifyRequest, access: Access) => {
    const user = requireUser(req);
    switch (access.kind) {
      case 'signedIn':
        return;
      case 'admin':
        requireAdmin(req);
        return;
      case 'owner': {
        const id = await access.of(req);
        if (id !== null) req.managedPlace = await ownership.assertCanManage(user, id);
        return;
      }
      case 'ownerOfBodyField': {
        if (user.role === 'admin') return;
        // Kept for the check once the body is parsed, which then reads no ownership again.
        req.ownedEstablishmentIds = await ownership.ownedEstablishmentIds(user.id);
        if (req.ownedEstablishmentIds.length === 0)
          throw forbidden('Only a verified owner of this business or an administrator can do this');
        return;
      }
    }
  };

  // Right after parsing, before validation reads anything expensive.
  const checkBodyField = async (req: FastifyRequest, field: string) => {
    const raw = (req.body as Record<string, unknown> | null | undefined)?.[field];
    // A body id is a JSON number; anything else is the schema's 400.
    const id = typeof raw === 'number' ? idOf(raw) : null;
    if (id !== null)
      req.managedPlace = await ownership.assertCanManage(
        requireUser(req),
        id,
        req.ownedEstablishmentIds ?? undefined,
      );
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    route.onRequest = [async (req) => checkAccess(req, access), ...hooksOf(route.onRequest)];
    if (access.kind === 'ownerOfBodyField')
      route.preValidation = [
        async (req) => checkBodyField(req, access.field),
        ...hooksOf(route.preValidation),
      ];
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

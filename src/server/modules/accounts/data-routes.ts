import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExport, deleteAccountBody } from '../../../domain/schemas/account-data';
import { errorReply } from '../../../domain/schemas/common';
import { rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { endSession } from './auth-plugin';
import { guard, requireUser } from './guards';

/** The account holder's data rights: export and deletion (rules in account-data.ts). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountData } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);
  const tags = ['accounts'];

  app.get(
    '/api/auth/account/export',
    {
      config: guard.signedIn,
      schema: {
        tags,
        summary: "The signed-in account's data as a JSON file",
        description:
          'Profile, claims, registrations, ownerships and posted status updates; never a password or token hash.',
        response: { 200: accountExport, 401: errorReply },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const data = await accountData.export(user.id);
      return reply
        .headers({
          'cache-control': 'no-store',
          // A link to this URL downloads a file; the date keeps two exports apart in a Downloads folder.
          'content-disposition': `attachment; filename="ambergris-guide-account-${data.exportedAt.slice(0, 10)}.json"`,
        })
        .send(data);
    },
  );

  app.delete(
    '/api/auth/account',
    {
      // The password is checked here: the per-account limit keeps it from being guessed through this route.
      config: { ...guard.signedIn, ...rateLimitFor(limits.accountTokens, true) },
      schema: {
        tags,
        summary: 'Delete the signed-in account (password required); ends its sessions, releases its places',
        description:
          'A wrong password is a 400 and changes nothing. The places it managed stay in the guide; its status updates stay without their author. The address can sign up again.',
        body: deleteAccountBody,
        response: { 204: z.null(), 400: errorReply, 401: errorReply, 409: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await accountData.deleteAccount(user.id, req.body.password);
      // The session row is gone with the account; this clears the cookie too.
      req.sessionId = null;
      await endSession(req, reply);
      return reply.code(204).headers({ 'cache-control': 'no-store' }).send(null);
    },
  );
};

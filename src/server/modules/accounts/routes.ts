import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfPath, localizedPath } from '../../../domain/locale';
import { sameSiteReturnPath } from '../../../domain/return-to';
import { loginBody, messageReply, publicUser, registerBody } from '../../../domain/schemas/accounts';
import { errorReply } from '../../../domain/schemas/common';
import { rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { endSession, startSession } from './auth-plugin';
import { guard, requireUser } from './guards';

/** Where the web app's sign-in page lives; it sends the visitor back to returnTo afterwards. */
export const SIGN_IN_PATH = '/signin';

/** The answer to every sign-up, whether or not the address had an account (decision 51). */
export const SIGN_UP_ANSWER =
  'We have sent a mail to this address. If you just created your account, you are signed in: follow the link in the mail to confirm your address.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);
  const noStore = { 'cache-control': 'no-store' };
  const origin = app.config.publicOrigin;

  app.post(
    '/api/auth/register',
    {
      config: rateLimitFor(limits.register),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (and sign in), or mail the address its owner already has one',
        description:
          'The same 202 and message whether or not the address has an account. A new address gets its account, a session cookie and a verification mail (GET /api/auth/user then answers the user); an address that has an account gets no session, and its owner a mail saying someone tried (at most one an hour).',
        body: registerBody,
        response: { 202: messageReply, 400: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = await accounts.register(req.body, { origin });
      if (user) await startSession(req, reply, user.id);
      return reply.code(202).headers(noStore).send({ message: SIGN_UP_ANSWER });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: rateLimitFor(limits.login),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: publicUser, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = await accounts.authenticate(req.body.email, req.body.password);
      await startSession(req, reply, user.id);
      return reply.headers(noStore).send(user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { readsSession: true },
      schema: { tags: ['accounts'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (req, reply) => {
      await endSession(req, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: guard.signedIn,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: publicUser, 401: errorReply },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return requireUser(req);
    },
  );

  app.get(
    '/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Redirect to the web sign-in page',
        description: 'returnTo (a same-site path such as /business) is passed on; anything else is dropped.',
        // A repeated or odd returnTo is dropped rather than answered with a 400 (this is a page navigation).
        querystring: z.object({ returnTo: z.string().optional().catch(undefined) }),
        response: { 302: z.null().describe('To the sign-in page (Location), returnTo passed on') },
      },
    },
    async (req, reply) => {
      // Normalised against the site's origin, then checked (domain/return-to.ts).
      const returnTo = sameSiteReturnPath(req.query.returnTo, origin);
      // The sign-in page in the language of the page the visitor comes back to.
      const signIn = localizedPath(SIGN_IN_PATH, localeOfPath(returnTo?.split(/[?#]/)[0] ?? '/'));
      const target = returnTo ? `${signIn}?returnTo=${encodeURIComponent(returnTo)}` : signIn;
      return reply.headers(noStore).redirect(target, 302);
    },
  );
};

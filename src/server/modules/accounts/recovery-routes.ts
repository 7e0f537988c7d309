import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  messageReply,
  passwordResetBody,
  passwordResetConfirmBody,
  publicUser,
  verifyEmailBody,
} from '../../../domain/schemas/accounts';
import { errorReply } from '../../../domain/schemas/common';
import { rateLimitFor, resolveRateLimits } from '../../lib/rate-limits';
import { startSession } from './auth-plugin';
import { guard, requireUser } from './guards';

/** Email verification, password reset and change (rules in recovery.ts). */
export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountRecovery } = app.services;
  const limits = resolveRateLimits(app.config.rateLimits);
  const origin = app.config.publicOrigin;
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['accounts'];

  app.post(
    '/api/auth/verify-email',
    {
      config: rateLimitFor(limits.accountTokens),
      schema: {
        tags,
        summary: "Verify the account's email with the token of the verification mail",
        description:
          'No sign-in needed (the link may be opened on another device). A used or wrong token: 400.',
        body: verifyEmailBody,
        response: { 200: publicUser, 400: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await accountRecovery.verifyEmail(req.body.token)),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { ...guard.signedIn, ...rateLimitFor(limits.verifyResend, true) },
      schema: {
        tags,
        summary: 'Send the verification mail again',
        response: { 202: messageReply, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await accountRecovery.resendVerification(user.id, origin);
      return reply.code(202).send({ message: `We have sent a new link to ${user.email}.` });
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: rateLimitFor(limits.passwordReset),
      schema: {
        tags,
        summary: 'Mail a password reset link',
        description: 'Answers the same for every address, whether or not an account uses it.',
        body: passwordResetBody,
        response: { 202: messageReply, 400: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const message = await accountRecovery.requestPasswordReset(req.body.email, origin, req.body.locale);
      return reply.code(202).headers(noStore).send({ message });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: rateLimitFor(limits.accountTokens),
      schema: {
        tags,
        summary: "Set a new password with the reset mail's token; ends every session, then signs in",
        body: passwordResetConfirmBody,
        response: { 200: publicUser, 400: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = await accountRecovery.confirmPasswordReset(req.body.token, req.body.password);
      // Every session of the account has ended (this browser's too, if it had one): start a fresh one.
      req.sessionId = null;
      await startSession(req, reply, user.id);
      return reply.headers(noStore).send(user);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { ...guard.signedIn, ...rateLimitFor(limits.accountTokens, true) },
      schema: {
        tags,
        summary: 'Change the password; this session stays, the others end',
        body: changePasswordBody,
        response: { 200: messageReply, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await accountRecovery.changePassword(
        user.id,
        req.sessionId ?? '',
        req.body.currentPassword,
        req.body.newPassword,
      );
      return reply
        .headers(noStore)
        .send({ message: 'Your password is changed. Other devices are signed out.' });
    },
  );
};

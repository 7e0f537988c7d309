import { pageLinks } from '../../../domain/page-routes';
import type { Executor } from '../../db/client';
import type * as t from '../../db/schema';
import { newToken } from '../../lib/one-time-token';
import type { MailService } from '../mail';
import { verificationMail } from '../mail';
import { storeTokenForEmail } from './tokens';

/** A verification token and its mail, in the caller's transaction (sign-up, resend). */
export async function enqueueVerification(
  tx: Executor,
  mail: MailService,
  user: typeof t.users.$inferSelect,
  origin: string,
  now: Date,
) {
  const { token, hash } = newToken();
  await storeTokenForEmail(tx, user.email, 'verify_email', hash, now);
  await mail.enqueue(tx, verificationMail(user.email, origin + pageLinks.verifyEmail(token)));
}

import { sql } from 'drizzle-orm';
import { isLocale, type Locale, localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import { newToken } from '../../lib/one-time-token';
import type { MailService } from '../mail';
import { signUpAttemptMail, verificationMail } from '../mail';
import { storeTokenForEmail } from './tokens';

/** An account's owner hears of sign-ups with its address at most this often. */
export const SIGN_UP_NOTICES = { max: 1, windowMs: 3_600_000 };

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
  // In the language of the page the account was made on, linking to that language's page.
  const locale = isLocale(user.locale) ? user.locale : 'en';
  const link = origin + localizedPath(pageLinks.verifyEmail(token), locale);
  await mail.enqueue(tx, verificationMail(user.email, link, locale));
}

/**
 * A sign-up with an address that already has an account: no account, no session, the same reply; the
 * address's owner is mailed instead (at most SIGN_UP_NOTICES), in the caller's transaction. The same
 * statements run whatever the limit says: the mail is written only when its notice row was.
 */
export async function noticeSignUpAttempt(
  tx: Executor,
  mail: MailService,
  email: string,
  origin: string,
  now: Date,
  locale: Locale = 'en',
) {
  const { hash } = newToken();
  await storeTokenForEmail(tx, email, 'sign_up_notice', hash, now, SIGN_UP_NOTICES);
  await mail.enqueue(
    tx,
    signUpAttemptMail(
      email,
      {
        signIn: origin + localizedPath(pageLinks.signIn(), locale),
        reset: origin + localizedPath(pageLinks.forgotPassword(), locale),
      },
      locale,
    ),
    { onlyIf: sql`exists (select 1 from ${t.authTokens} where ${t.authTokens.tokenHash} = ${hash})` },
  );
}

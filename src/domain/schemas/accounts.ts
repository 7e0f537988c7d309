import { z } from 'zod';
import { localeField } from './common';
import { cleanedText } from './fields';
import { ENTER_VALID_EMAIL, tooLong } from './messages';

/** OWASP ASVS 2.1.1: at least 12 characters. Applies to new passwords only (sign-in takes any). */
export const PASSWORD_MIN_LENGTH = 12;
/** zxcvbn's score from which a new password is accepted (3: "safely unguessable" for an online attack). */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Whether a password has something visible in it: not only spaces, tabs, line breaks, zero-width or
 * other invisible code points (a "password" nobody could type again, or read off a password manager).
 */
export const hasVisibleCharacter = (password: string) =>
  /[^\s\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Z}]/u.test(password);

export const publicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(['owner', 'admin']),
  /** Whether the owner of the address followed the verification mail's link (or reset the password). */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

const email = z
  .string('Enter your email address.')
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, tooLong(254))
  .email(ENTER_VALID_EMAIL);

const newPassword = z
  .string('Choose a password.')
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
  .max(200, tooLong(200))
  .refine(hasVisibleCharacter, 'Use letters, digits or symbols in your password, not only spaces.');
// The list of common passwords is checked on the server only (modules/accounts/password-policy.ts): it
// is 49,000 words, too heavy for every visitor's bundle.

export const registerBody = z.object({
  email,
  password: newPassword,
  firstName: cleanedText(100).nullish(),
  lastName: cleanedText(100).nullish(),
  locale: localeField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(200, tooLong(200)),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A token from a mail's link: 32 random bytes in base64url (43 characters); anything else is refused. */
const mailToken = z
  .string('The link is incomplete. Open it again from the mail.')
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Open it again from the mail, or ask for a new one.');

export const verifyEmailBody = z.object({ token: mailToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const passwordResetBody = z.object({ email, locale: localeField });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const passwordResetConfirmBody = z.object({ token: mailToken, password: newPassword });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string('Enter your current password.')
    .min(1, 'Enter your current password.')
    .max(200, tooLong(200)),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The reply of calls that only report what happened (the same for every address, for password reset). */
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

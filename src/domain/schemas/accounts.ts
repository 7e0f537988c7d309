import { z } from 'zod';
import { cleanedText } from './fields';
import { ENTER_VALID_EMAIL, tooLong } from './messages';

export const PASSWORD_MIN_LENGTH = 10;

export const publicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(['owner', 'admin']),
});
export type PublicUser = z.infer<typeof publicUser>;

const email = z
  .string('Enter your email address.')
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, tooLong(254))
  .email(ENTER_VALID_EMAIL);

export const registerBody = z.object({
  email,
  password: z
    .string('Choose a password.')
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
    .max(200, tooLong(200)),
  firstName: cleanedText(100).nullish(),
  lastName: cleanedText(100).nullish(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(200, tooLong(200)),
});
export type LoginBody = z.infer<typeof loginBody>;

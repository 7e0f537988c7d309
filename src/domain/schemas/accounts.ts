import { z } from 'zod';
import { cleanedText } from './fields';

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
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, { message: 'Email is too long' })
  .email({ message: 'Please enter a valid email address' });

export const registerBody = z.object({
  email,
  password: z
    .string({ message: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200, { message: 'Password must be at most 200 characters' }),
  firstName: cleanedText(100).nullish(),
  lastName: cleanedText(100).nullish(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

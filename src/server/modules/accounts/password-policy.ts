import { badRequest } from '../../lib/errors';

/**
 * OWASP ASVS 2.1.7: a new password is refused when it is one of the common passwords of the kept
 * `@zxcvbn-ts/language-common` list (about 49,000, from real leaks). Length and visible characters are
 * the shared schema's rules (domain/schemas/accounts.ts); this one needs the list, which only the server
 * loads. Sign-in never runs it: accounts made under the old rules keep working until their next change.
 */
export const COMMON_PASSWORD =
  'This password is on a list of the most common passwords, which attackers try first. Choose another: a few unrelated words make a strong one.';

let common: Promise<Set<string>> | undefined;

/** The list, read once on first use (about 1 MB): a server that never sees a new password never loads it. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Case-insensitive ('PasswordPassword' is as guessable as 'passwordpassword'); outer spaces ignored. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

let strength: Promise<typeof import('../../../domain/password-strength')> | undefined;

/**
 * Why a new password is refused (a common one; or a zxcvbn score below 3, with its warning, as the
 * web's strength hint shows), or null. `userInputs`: the account's email and names.
 */
export async function newPasswordProblem(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  if (await isCommonPassword(password)) return COMMON_PASSWORD;
  strength ??= import('../../../domain/password-strength');
  return (await strength).weakPasswordReason(password, userInputs);
}

/**
 * What is known of the account and makes a password built from it easy to guess: its email (whole, and
 * the part before the @) and its names. Every path that sets a password passes these (sign-up, change,
 * reset); the site's own name is added by the strength check itself.
 */
export function personalWords(account: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  return [account.email, account.email.split('@')[0] ?? '', account.firstName ?? '', account.lastName ?? ''];
}

/** Throws a 400 with the reason when a new password is refused. */
export async function assertNewPasswordAllowed(password: string, userInputs: string[] = []): Promise<void> {
  const problem = await newPasswordProblem(password, userInputs);
  if (problem) throw badRequest(problem);
}

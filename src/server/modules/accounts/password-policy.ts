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

/** Throws a 400 with the reason when a new password is a common one. */
export async function assertNewPasswordAllowed(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD);
}

/**
 * The strength hint's estimate: the shared rule (domain/password-strength.ts, zxcvbn-ts and its
 * dictionaries). Only PasswordStrength imports this, dynamically, once a password field is focused:
 * it is a chunk of its own, never in a page's initial JavaScript.
 */
export { type Strength, strengthOf } from '../../../domain/password-strength';

/**
 * The password strength estimate (zxcvbn-ts with its common dictionaries: 460 KB, 230 KB compressed). Only
 * PasswordStrength imports it, dynamically, once a password field is focused: it is a chunk of its
 * own, never in a page's initial JavaScript.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's warnings are keys (its words come from a language package we do not load): ours. */
const WARNINGS: Record<string, string> = {
  commonPasswords: 'This is one of the most common passwords.',
  topTen: 'This is one of the most common passwords.',
  topHundred: 'This is one of the most common passwords.',
  similarToCommon: 'This is close to a common password.',
  extendedRepeat: 'Repeated words or characters are easy to guess.',
  simpleRepeat: 'Repeated characters are easy to guess.',
  sequences: 'Sequences such as abc or 1234 are easy to guess.',
  keyPattern: 'Keyboard patterns are easy to guess.',
  straightRow: 'Rows of keys are easy to guess.',
  dates: 'Dates are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  userInputs: 'Do not use your name or email in your password.',
};

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

/** `userInputs`: what the form knows of the person (email, names), which makes a password weaker. */
export function strengthOf(password: string, userInputs: string[]): Strength {
  // zxcvbn's time grows with length; past 100 characters the answer does not change.
  const result = zxcvbn.check(password.slice(0, 100), userInputs.filter(Boolean));
  const key = result.feedback.warning;
  return { score: result.score, warning: key ? (WARNINGS[key] ?? null) : null };
}

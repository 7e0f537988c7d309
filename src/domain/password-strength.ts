/**
 * How guessable a password is (zxcvbn-ts with its common dictionaries and keyboard graphs: 460 KB,
 * 230 KB compressed), and the rule both sides apply: a new password needs a score of at least 3 of 4.
 * The server refuses a weaker one with the reason; the web's strength hint (a lazily loaded chunk of its
 * own, never in a page's initial JavaScript) shows the same score and words while the person types.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_SCORE } from './schemas/accounts';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's warnings are keys (its words come from a language package we do not load): ours. */
const WARNINGS: Record<string, string> = {
  commonPasswords: 'This is one of the most common passwords.',
  topTen: 'This is one of the most common passwords.',
  topHundred: 'This is one of the most common passwords.',
  similarToCommon: 'This is close to a common password.',
  extendedRepeat: 'Repeated words or characters like "abcabc" are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  sequences: 'Sequences such as abc or 1234 are easy to guess.',
  keyPattern: 'Keyboard patterns are easy to guess.',
  straightRow: 'Rows of keys like "qwerty" are easy to guess.',
  dates: 'Dates are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  userInputs: "Do not use your name, your email or the guide's name in your password.",
  namesByThemselves: 'Names on their own are easy to guess.',
  wordByItself: 'A single word is easy to guess.',
};

const ADVICE = 'Add another word or two: a few unrelated words make a strong password.';

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

/**
 * The guide's own name and place, the first words anyone guessing a password for this site tries: always
 * weighed as if the person had typed them ("ambergrisguide" is as weak here as a name).
 */
export const SITE_WORDS = [
  'ambergris',
  'ambergrisguide',
  'ambergris guide',
  'ambergriscaye',
  'sanpedro',
  'belize',
];

/** `userInputs`: what is known of the person (email, names), which makes a password weaker. */
export function strengthOf(password: string, userInputs: string[] = []): Strength {
  // zxcvbn's time grows with length; past 100 characters the answer does not change.
  const result = zxcvbn.check(password.slice(0, 100), [...userInputs.filter(Boolean), ...SITE_WORDS]);
  const key = result.feedback.warning;
  return { score: result.score, warning: key ? (WARNINGS[key] ?? null) : null };
}

/** Why a new password is refused (its warning and what to do), or null when it is strong enough. */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | null {
  const { score, warning } = strengthOf(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return null;
  return `This password is too easy to guess. ${warning ? `${warning} ` : ''}${ADVICE}`;
}

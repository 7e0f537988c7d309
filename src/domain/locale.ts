/** The languages the guide speaks; English is the default and the fallback. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

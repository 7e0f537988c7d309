import { useEffect, useState } from 'react';
import { MIN_PASSWORD_SCORE } from '../../../domain/schemas/accounts';
import { useLocale, useT } from '../../i18n';
import type { Strength } from './strength';

type Estimate = (password: string, userInputs: string[]) => Strength;
let loading: Promise<Estimate> | undefined;
/** The estimator's chunk, fetched once, on the first focus of a new-password field. */
const loadEstimate = () => {
  loading ??= import('./strength').then((m) => m.strengthOf);
  return loading;
};

const LEVELS = [
  'portal.strength.0',
  'portal.strength.1',
  'portal.strength.2',
  'portal.strength.3',
  'portal.strength.4',
] as const;
const COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-lagoon-600', 'bg-green-700'] as const;

/**
 * A hint under a new-password field: how hard the password is to guess. `active` once the field was
 * focused (the estimator loads then); the words are read out politely as they change. The server
 * scores a new password with the same rule (domain/password-strength.ts) and refuses one below it.
 */
export function PasswordStrength({
  password,
  active,
  userInputs = [],
}: {
  password: string;
  active: boolean;
  userInputs?: string[];
}) {
  const t = useT('portal');
  const locale = useLocale();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    if (!active || estimate) return;
    let live = true;
    loadEstimate().then(
      (fn) => live && setEstimate(() => fn),
      // No hint when the chunk cannot load (offline): the form works without it.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [active, estimate]);

  const strength = estimate && password ? estimate(password, userInputs) : null;
  return (
    <div className="grid gap-1" data-testid="password-strength">
      {strength && (
        <div aria-hidden className="flex gap-1">
          {[0, 1, 2, 3].map((i) => (
            <span
              key={i}
              className={`h-1.5 flex-1 rounded-full ${i < Math.max(1, strength.score) ? COLOURS[strength.score] : 'bg-slate-200'}`}
            />
          ))}
        </div>
      )}
      {/* In the page's language; the estimator's own warning is English (marked so on a Spanish page). */}
      <p aria-live="polite" lang={locale} className="min-h-4 text-xs text-slate-700">
        {strength && (
          <>
            {t('portal.strength.label', { level: t(LEVELS[strength.score]) })}
            {strength.warning && <span lang={locale === 'en' ? undefined : 'en'}> {strength.warning}</span>}
            {strength.score < MIN_PASSWORD_SCORE && ` ${t('portal.strength.tooEasy')}`}
          </>
        )}
      </p>
    </div>
  );
}

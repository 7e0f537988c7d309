import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from '../portal/PasswordInput';
import { Field } from '../ui/Field';
import { PasswordStrength } from './PasswordStrength';

/**
 * A field for choosing a password (sign-up, reset, change), with the strength hint under it: the
 * estimator loads once the field is first focused.
 */
export function NewPasswordField({
  label,
  hint,
  error,
  registration,
  password,
  userInputs,
}: {
  label: string;
  hint: string;
  error?: string;
  registration: UseFormRegisterReturn;
  password: string | undefined;
  /** What the form knows of the person (email, names), which makes a password easier to guess. */
  userInputs?: string[];
}) {
  const [strengthOn, setStrengthOn] = useState(false);
  return (
    <div className="grid gap-1.5">
      <Field label={label} hint={hint} error={error} required>
        {(c) => (
          <PasswordInput
            control={c}
            required
            autoComplete="new-password"
            onFocus={() => setStrengthOn(true)}
            {...registration}
          />
        )}
      </Field>
      <PasswordStrength password={password ?? ''} active={strengthOn} userInputs={userInputs} />
    </div>
  );
}

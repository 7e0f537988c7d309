import { useState } from 'react';
import { type FieldValues, type PathValue, useWatch } from 'react-hook-form';
import { type Bound, FormPasswordField } from '../../ui/form';
import { PasswordStrength } from './PasswordStrength';

/**
 * A field for choosing a password (sign-up, reset, change), with the strength hint under it: the
 * estimator loads once the field is first focused.
 */
export function NewPasswordField<V extends FieldValues>({
  label,
  hint,
  userInputs,
  ...bound
}: Bound<V> & {
  label: string;
  hint: string;
  /** What the form knows of the person (email, names), which makes a password easier to guess. */
  userInputs?: string[];
}) {
  const [strengthOn, setStrengthOn] = useState(false);
  const password = useWatch({ control: bound.form.control, name: bound.name }) as
    | PathValue<V, typeof bound.name>
    | undefined;
  return (
    <div className="grid gap-1.5">
      <FormPasswordField
        {...bound}
        label={label}
        hint={hint}
        autoComplete="new-password"
        onFocus={() => setStrengthOn(true)}
      />
      <PasswordStrength password={String(password ?? '')} active={strengthOn} userInputs={userInputs} />
    </div>
  );
}

import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, type FieldControl, inputClass } from './Field';

/** A password control with a show/hide button (sign-in, sign-up, reset). */
export function PasswordInput({
  control,
  required,
  autoComplete,
  onFocus,
  ...rest
}: {
  control: FieldControl;
  required: boolean;
  autoComplete: string;
  /** A new-password field loads its strength hint then (account/PasswordStrength). */
  onFocus?: () => void;
} & UseFormRegisterReturn) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        {...controlProps(control, required)}
        className={`${inputClass} pr-12`}
        onFocus={onFocus}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-lagoon-800"
      >
        {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}

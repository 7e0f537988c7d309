import { type ComponentProps, type ReactNode, useId } from 'react';

import { inputClass, selectClass, textareaClass } from './field-classes';

/** Form controls of the portal, dashboard and admin screens (large touch targets for phones). */

export { inputClass, selectClass, textareaClass };

/** What every field shows around its control: a label, an optional hint and the field's error. */
export interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps extends FieldFrame {
  /** Called with the control's id and the ids describing it (hint and error). */
  children: (control: FieldControl) => ReactNode;
}

/** The frame for a control of its own (e.g. a password with a show button); plain ones use the fields below. */
export function Field({ label, children, hint, error, required, className = '' }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {required && (
          <span className="text-sm text-red-700" aria-hidden>
            *
          </span>
        )}
      </div>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes that tie a control to its label, hint and error. */
export function controlProps({ id, describedBy, invalid }: FieldControl, required?: boolean) {
  return {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-required': required || undefined,
  };
}

/** Separates the frame's props from the control's. */
function splitFrame<T extends FieldFrame>({ label, hint, error, required, className, ...control }: T) {
  return [{ label, hint, error, required, className }, control] as const;
}

type Own<T> = Omit<T, keyof FieldFrame | 'id' | 'children'>;

/** A one-line text input (also tel, url and number) with its label, hint and error. */
export function TextField({ type = 'text', ...props }: FieldFrame & Own<ComponentProps<'input'>>) {
  const [frame, input] = splitFrame(props);
  return (
    <Field {...frame}>
      {(c) => <input type={type} {...controlProps(c, frame.required)} className={inputClass} {...input} />}
    </Field>
  );
}

/** An email input: the email keyboard on phones and the browser's saved address. */
export function EmailField(props: FieldFrame & Own<ComponentProps<'input'>>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function TextareaField({ rows = 3, ...props }: FieldFrame & Own<ComponentProps<'textarea'>>) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field {...frame}>
      {(c) => (
        <textarea rows={rows} {...controlProps(c, frame.required)} className={textareaClass} {...textarea} />
      )}
    </Field>
  );
}

/** A choice of `options` (value and visible label), or of the <option> children when they vary. */
export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export function SelectField({
  options,
  children,
  ...props
}: FieldFrame & Own<ComponentProps<'select'>> & { options?: readonly SelectOption[]; children?: ReactNode }) {
  const [frame, select] = splitFrame(props);
  return (
    <Field {...frame}>
      {(c) => (
        <select {...controlProps(c, frame.required)} className={selectClass} {...select}>
          {children}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

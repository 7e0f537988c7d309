import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './Button';
import { EmailField, Field, SelectField, TextareaField, TextField } from './Field';
import { PasswordInput } from './PasswordInput';
import { Spinner } from './Spinner';

/**
 * The form kit: every form of the app is a `useZodForm` over a shared zod schema, a `Form` and the
 * `Form…Field`s below. It lives apart from ui/Field.tsx so that pages without forms never load
 * react-hook-form or the resolver.
 */

/** A form over the values a schema accepts, checked by it on submit; the handler gets what it outputs. */
export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // Form focuses the first invalid field in the page's order instead (the schema's order may differ).
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

// Any form: a field only registers its name and reads its error, whatever the form outputs.
type AnyForm<V extends FieldValues> = UseFormReturn<V, any, any>;

function focusFirstInvalid(form: HTMLFormElement | null) {
  // The fields mark themselves invalid when they render with their errors, after this call.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export type FormProps<V extends FieldValues, O> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  form: UseFormReturn<V, any, O>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<O>;
};

/**
 * A form checked by its schema, not the browser's bubbles: on an invalid submit the first field that
 * needs attention (in the page's order) takes the focus, its error read out with it.
 */
export function Form<V extends FieldValues, O>({ form, onSubmit, children, ...props }: FormProps<V, O>) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={form.handleSubmit(onSubmit, () => focusFirstInvalid(ref.current))}
      {...props}
    >
      {children}
    </form>
  );
}

/** Which field of which form a control stands for, and how its error reads (e.g. translated). */
export interface Bound<V extends FieldValues> {
  form: AnyForm<V>;
  name: FieldPath<V>;
  rules?: RegisterOptions<V, FieldPath<V>>;
  /** The words shown for the schema's message (it may be empty when the text is the field's own). */
  errorText?: (message: string) => string | undefined;
}

/** The field's error message, for its own render only (other fields do not re-render with it). */
export function useFieldError<V extends FieldValues>({ form, name, errorText }: Bound<V>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  if (!error) return undefined;
  return errorText ? errorText(error.message ?? '') : error.message;
}

function splitBound<V extends FieldValues, P>({ form, name, rules, errorText, ...props }: Bound<V> & P) {
  return [{ form, name, rules, errorText }, props] as const;
}

// `form` is the form object here, not the HTML attribute naming a form by id.
type Without<T> = Omit<T, 'error' | 'name' | 'form'>;

export function FormTextField<V extends FieldValues>(
  props: Bound<V> & Without<ComponentProps<typeof TextField>>,
) {
  const [bound, field] = splitBound(props);
  const error = useFieldError(bound);
  return <TextField {...field} error={error} {...bound.form.register(bound.name, bound.rules)} />;
}

export function FormEmailField<V extends FieldValues>(
  props: Bound<V> & Without<ComponentProps<typeof EmailField>>,
) {
  const [bound, field] = splitBound(props);
  const error = useFieldError(bound);
  return <EmailField {...field} error={error} {...bound.form.register(bound.name, bound.rules)} />;
}

export function FormTextareaField<V extends FieldValues>(
  props: Bound<V> & Without<ComponentProps<typeof TextareaField>>,
) {
  const [bound, field] = splitBound(props);
  const error = useFieldError(bound);
  return <TextareaField {...field} error={error} {...bound.form.register(bound.name, bound.rules)} />;
}

export function FormSelectField<V extends FieldValues>(
  props: Bound<V> & Without<ComponentProps<typeof SelectField>>,
) {
  const [bound, field] = splitBound(props);
  const error = useFieldError(bound);
  return <SelectField {...field} error={error} {...bound.form.register(bound.name, bound.rules)} />;
}

/** A password with its show button; `onFocus` is for a new password's strength hint. */
export function FormPasswordField<V extends FieldValues>(
  props: Bound<V> & {
    label: string;
    hint?: string;
    autoComplete: 'current-password' | 'new-password';
    onFocus?: () => void;
  },
) {
  const [bound, { label, hint, autoComplete, onFocus }] = splitBound(props);
  const error = useFieldError(bound);
  return (
    <Field label={label} hint={hint} error={error} required>
      {(c) => (
        <PasswordInput
          control={c}
          required
          autoComplete={autoComplete}
          onFocus={onFocus}
          {...bound.form.register(bound.name, bound.rules)}
        />
      )}
    </Field>
  );
}

/** The form's submit button: disabled and with a spinner while the request is out. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  size = 'lg',
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & {
  pending: boolean;
  pendingLabel: ReactNode;
  /** Shown before the label when no request is out. */
  icon?: ReactNode;
}) {
  return (
    <Button type="submit" size={size} disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}

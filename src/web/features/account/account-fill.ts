import { useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from '../../api/auth';

/**
 * Fills a request's owner name and email from the signed-in account, where they are still blank (a
 * draft or what the owner typed wins): the account already says who is asking.
 */
export function useFillFromAccount<V extends FieldValues>(
  form: UseFormReturn<V, any, any>,
  fields: { name: FieldPath<V>; email: FieldPath<V> },
) {
  const { user } = useCurrentUser();
  const { name, email } = fields;
  useEffect(() => {
    if (!user) return;
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
    const fill = (field: FieldPath<V>, value: string) => {
      if (value && !String(form.getValues(field) ?? '').trim())
        form.setValue(field, value as PathValue<V, FieldPath<V>>);
    };
    fill(name, fullName);
    fill(email, user.email);
  }, [user, form, name, email]);
}

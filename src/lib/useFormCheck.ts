import { useState } from 'react';
import { toast } from './toast';

/**
 * What a form's check finds: a message for each field that needs one, shown next to the field,
 * and optionally one message for the whole form, shown as a toast (the spec's messages).
 */
export interface FormProblems<Field extends string> {
  fields: Partial<Record<Field, string>>;
  toast?: string;
}

/**
 * The one way the site's forms check what was typed. `validate` runs on submit (`passes()`);
 * after a first attempt it runs on every change too, so a field's message goes as soon as the
 * field is put right. The toast is shown on submit only. `reset()` after a send clears the messages.
 */
export function useFormCheck<Values, Field extends string>(values: Values, validate: (values: Values) => FormProblems<Field>) {
  const [attempted, setAttempted] = useState(false);
  const problems: FormProblems<Field>['fields'] = attempted ? validate(values).fields : {};

  function passes(): boolean {
    setAttempted(true);
    const found = validate(values);
    if (found.toast) toast.error(found.toast);
    return found.toast === undefined && Object.keys(found.fields).length === 0;
  }

  return {
    /** The field's message, or null. */
    error: (field: Field): string | null => problems[field] ?? null,
    passes,
    reset: () => setAttempted(false),
  };
}

/** The editors' check of required text: each blank field (spaces only count as blank) gets `message`, and so does the toast. */
export function blankFields<Field extends string>(values: Record<Field, string>, message: string): FormProblems<Field> {
  const blank = (Object.keys(values) as Field[]).filter((field) => !values[field].trim());
  if (blank.length === 0) return { fields: {} };
  return { fields: Object.fromEntries(blank.map((field) => [field, message])) as FormProblems<Field>['fields'], toast: message };
}

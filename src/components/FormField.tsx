import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode;
}

/** Label, control, hint and error, with the hint and error announced with the control. */
function FieldFrame({ label, hint, error, id, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className="mb-3">
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className: `form-control${error ? ' is-invalid' : ''}`,
      })}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function FormField({ label, hint, error, id, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...input} {...control} />}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea {...textarea} {...control} />}
    </FieldFrame>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled drop-down; its options are the children. */
export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {({ className, ...control }) => (
        <select {...select} {...control} className={className.replace('form-control', 'form-select')}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

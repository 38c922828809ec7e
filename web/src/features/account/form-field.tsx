import { Input, Label, type InputProps } from '@reelmix/ui';
import { useId } from 'react';
import './account.css';

interface FormFieldProps extends InputProps {
  label: string;
  /** The field's validation message, read out with the field. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and its validation message tied to it. */
export function FormField({ label, error, hint, id, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

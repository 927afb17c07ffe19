/**
 * One labelled input of the staff forms (sign-in, set password) with its error message tied to it
 * (aria-invalid, aria-describedby), in the look of the lead forms (src/forms/forms.css).
 */
import type { HTMLInputTypeAttribute } from 'react';

export interface StaffFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

export function StaffField({ id, name, label, value, onChange, error, type = 'text', autoComplete }: StaffFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
      <label className="clinic-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="clinic-field__control"
        id={id}
        name={name}
        type={type}
        value={value}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error ? (
        <p className="clinic-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

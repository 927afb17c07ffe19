/**
 * One labelled input or textarea with its error message tied to it (aria-invalid,
 * aria-describedby), as WCAG asks. The `part` names let partner pages style the widgets.
 */
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import { useParts } from '../parts/shadow-parts';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
}

export function FormField(props: FormFieldProps) {
  const part = useParts();
  const { id, name, label, value, error, multiline } = props;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(e.currentTarget.value),
  };
  return (
    <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'} {...part('field')}>
      <label className="clinic-field__label" htmlFor={id} {...part('label')}>
        {label}
      </label>
      {multiline ? (
        <textarea className="clinic-field__control" rows={4} {...part('control textarea')} {...shared} />
      ) : (
        <input className="clinic-field__control" type={props.type ?? 'text'} inputMode={props.inputMode} {...part('control input')} {...shared} />
      )}
      {error ? (
        <p className="clinic-field__error" id={errorId} {...part('error')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

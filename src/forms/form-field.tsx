/**
 * One labelled input or textarea of a lead form with its error message tied to it (aria-invalid,
 * aria-describedby), as WCAG asks. A field's name says what it is: its input type, keypad and
 * autofill come from `inputs` below, and `message` is a text area. The `part` names let partner
 * pages style the widgets.
 */
import type { InputHTMLAttributes } from 'react';
import { useParts } from '../parts/shadow-parts';
import { phoneInput } from './phone';
import type { FieldErrors } from './required-fields';

/** What a form's hook gives its fields: values, errors (the client's or the server's), a change, and the form's useId for the fields' ids. */
export interface FormFields<K extends string> {
  uid: string;
  values: Readonly<Record<K, string>>;
  errors: FieldErrors<K>;
  setValue: (field: K, value: string) => void;
}

const inputs: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: phoneInput,
};

export function FormField<K extends string>({ form, name, label }: { form: FormFields<K>; name: K; label: string }) {
  const part = useParts();
  const id = `${form.uid}-${name}`;
  const errorId = `${id}-error`;
  const error = form.errors[name];
  const shared = {
    id,
    name,
    value: form.values[name],
    required: true,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (e: { currentTarget: { value: string } }) => form.setValue(name, e.currentTarget.value),
  };
  return (
    <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'} {...part('field')}>
      <label className="clinic-field__label" htmlFor={id} {...part('label')}>
        {label}
      </label>
      {name === 'message' ? (
        <textarea className="clinic-field__control" rows={4} {...part('control textarea')} {...shared} />
      ) : (
        <input className="clinic-field__control" type="text" {...inputs[name]} {...part('control input')} {...shared} />
      )}
      {error ? (
        <p className="clinic-field__error" id={errorId} {...part('error')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

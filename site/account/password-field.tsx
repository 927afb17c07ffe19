/**
 * A password input, optionally with a show/hide toggle: a real button whose pressed state says
 * whether the password is visible, named for the field it reveals.
 */
import { useId, useState } from 'react';
import { FormField, type FormFieldProps } from './form-field';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M4 4l16 16" />}
  </svg>
);

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'after' | 'id'> {
  toggle?: boolean;
}

export function PasswordField({ toggle = false, ...props }: PasswordFieldProps) {
  const { resetCopy } = useCopy('account', englishAccount);
  const [visible, setVisible] = useState(false);
  const id = `${props.name}-${useId()}`;
  return (
    <FormField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      inputClassName={toggle ? 'field__input field__input--with-toggle' : undefined}
      after={
        toggle && (
          <button
            type="button"
            className="field__toggle"
            aria-pressed={visible}
            aria-controls={id}
            aria-label={resetCopy.show(props.label)}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon open={!visible} />
          </button>
        )
      }
    />
  );
}

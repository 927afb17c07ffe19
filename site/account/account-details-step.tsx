/**
 * Registration step 2: e-mail, password and its confirmation, Back and Submit. A mismatch is
 * shown live but does not stop Submit: the server has the last word (docs/product/validation.md).
 */
import { useId } from 'react';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';
import { passwordsDiffer } from './account-validation';
import { AccountForm, SubmitButton } from './account-form';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import type { RegisterField, RegisterValues } from './register-values';

export interface AccountDetailsStepProps {
  values: RegisterValues;
  set: <K extends RegisterField>(field: K, value: RegisterValues[K]) => void;
  serverErrors: Partial<Record<RegisterField, string>>;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function AccountDetailsStep({ values, set, serverErrors, submitting, onBack, onSubmit }: AccountDetailsStepProps) {
  const { accountMessages, fieldLabels, registerCopy } = useCopy('account', englishAccount);
  const mismatchId = `mismatch-${useId()}`;
  const mismatch = passwordsDiffer(values.password, values.confirm_password);
  return (
    <AccountForm onSubmit={onSubmit} busy={submitting}>
      <FormField
        label={fieldLabels.email}
        name="email"
        type="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        required
        autoComplete="email"
        error={serverErrors.email}
      />
      <PasswordField
        label={fieldLabels.password}
        name="password"
        value={values.password}
        onChange={(v) => set('password', v)}
        required
        autoComplete="new-password"
        error={serverErrors.password}
      />
      <PasswordField
        label={fieldLabels.confirmPassword}
        name="confirm_password"
        value={values.confirm_password}
        onChange={(v) => set('confirm_password', v)}
        required
        autoComplete="new-password"
        invalid={mismatch}
        describedByExtra={mismatch ? mismatchId : undefined}
        error={serverErrors.confirm_password}
      />
      <p className="form-alert form-alert--inline" id={mismatchId} role="alert">
        {mismatch ? accountMessages.passwordsDoNotMatch : ''}
      </p>
      <div className="account-actions account-actions--split">
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {registerCopy.back}
        </button>
        <SubmitButton label={registerCopy.submit} busyLabel={registerCopy.submitting} busy={submitting} />
      </div>
    </AccountForm>
  );
}

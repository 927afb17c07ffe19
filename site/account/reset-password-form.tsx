/**
 * 'New Password?' (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md): the token and e-mail come from the link's query string;
 * both passwords are needed, a mismatch is shown live but left for the server to refuse, and
 * success moves on to /signin after 500 ms.
 */
import { useId, useRef, useState } from 'react';
import { resetPassword } from '../../src/api/calls';
import { isPasswordReset, mapResetResponse, settle, showToasts } from '../../src/responses';
import { toastError } from '../../src/toast/toast-service';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';
import { passwordsDiffer, validateNewPassword } from './account-validation';
import { AccountForm, SubmitButton } from './account-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { useDelayedNavigate } from './use-delayed-navigate';

type Field = 'password' | 'confirm_password';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const core = useCoreCopy();
  const { accountMessages, fieldLabels, resetCopy } = useCopy('account', englishAccount);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' });
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [alert, setAlert] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const base = useId();
  const alertId = `reset-alert-${base}`;
  const mismatchId = `reset-mismatch-${base}`;
  const navigateLater = useDelayedNavigate();
  const done = useRef(false);
  const mismatch = passwordsDiffer(values.password, values.confirm_password);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid.has(field)) {
      const next = new Set(invalid);
      next.delete(field);
      setInvalid(next);
      if (next.size === 0) setAlert(undefined);
    }
  };

  const onSubmit = async () => {
    if (done.current) return;
    const problem = validateNewPassword(values, accountMessages);
    if (problem) {
      toastError(problem.message, core.toast);
      setInvalid(new Set(problem.fields));
      setAlert(problem.message);
      return;
    }
    setSubmitting(true);
    const outcome = await settle(resetPassword({ token, email, ...values }, core.locale));
    showToasts(mapResetResponse(outcome, core.fallback), core.toast);
    if (isPasswordReset(outcome)) {
      done.current = true;
      navigateLater('/signin');
      return;
    }
    setSubmitting(false);
  };

  const describe = (field: Field, ...ids: (string | false)[]) =>
    [invalid.has(field) && alertId, ...ids].filter(Boolean).join(' ') || undefined;

  return (
    <AccountForm onSubmit={onSubmit} busy={submitting}>
      <PasswordField
        toggle
        label={fieldLabels.password}
        name="password"
        value={values.password}
        onChange={(v) => set('password', v)}
        required
        autoComplete="new-password"
        invalid={invalid.has('password')}
        describedByExtra={describe('password')}
      />
      <PasswordField
        toggle
        label={fieldLabels.confirmPassword}
        name="confirm_password"
        value={values.confirm_password}
        onChange={(v) => set('confirm_password', v)}
        required
        autoComplete="new-password"
        invalid={invalid.has('confirm_password') || mismatch}
        describedByExtra={describe('confirm_password', mismatch && mismatchId)}
      />
      <p className="form-alert form-alert--inline" id={mismatchId} role="alert">
        {mismatch ? accountMessages.passwordsDoNotMatch : ''}
      </p>
      <FormAlert id={alertId} message={alert} />
      <div className="account-actions">
        <SubmitButton label={resetCopy.submit} busyLabel={resetCopy.submitting} busy={submitting} block />
      </div>
    </AccountForm>
  );
}

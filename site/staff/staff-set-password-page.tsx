/**
 * /staff/set-password?token=…&email=…: the page of the one-time link `npm run staff -- add` prints.
 * A new password twice; then the sign-in page.
 */
import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffField } from './staff-field';
import { focusFirstError } from '../../src/forms/focus-first-error';
import { toastError, toastSuccess } from '../../src/toast/toast-service';
import { staffApi, staffFailure } from './staff-api';
import { StaffCard } from './staff-card';
import { staffCopy } from './staff-copy';

const copy = staffCopy.setPassword;
/** as on the site: the success toast is seen before the page moves on (docs/product/limits.md) */
const REDIRECT_DELAY_MS = 500;

export function StaffSetPasswordPage() {
  const uid = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== password ? copy.mismatch : undefined;

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await staffApi.setPassword({ token, email, password, confirm_password: confirm });
      toastSuccess(answer.message ?? '');
      setTimeout(() => void navigate('/staff/signin', { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      const failure = staffFailure(err);
      const fieldErrors = { ...(failure.errors ?? {}) };
      delete fieldErrors.token;
      delete fieldErrors.email;
      setErrors(fieldErrors);
      toastError(failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError));
      setBusy(false);
      if (Object.keys(fieldErrors).length > 0) focusFirstError(form.current);
    }
  };

  return (
    <StaffCard heading={copy.heading} intro={copy.intro(email)}>
      {!token || !email ? (
        <p className="staff-message" role="alert">
          {copy.missingLink}
        </p>
      ) : (
        <form
          ref={form}
          className="clinic-form staff-form"
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void submit();
          }}
        >
          {/* lets a password manager save the new password under the right account */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <StaffField
            id={`${uid}-password`}
            name="password"
            type="password"
            label={copy.password}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <StaffField
            id={`${uid}-confirm`}
            name="confirm_password"
            type="password"
            label={copy.confirm}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm_password ?? mismatch}
          />
          <button className="clinic-button" type="submit" disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </button>
        </form>
      )}
    </StaffCard>
  );
}

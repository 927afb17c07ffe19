/**
 * /staff/signin: e-mail and password; then the second step (/staff/second-factor) when the server
 * asks for it, else the page the staff member was going to, or the inbox.
 */
import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffField } from './staff-field';
import { focusFirstError } from '../../src/forms/focus-first-error';
import { toastError } from '../../src/toast/toast-service';
import { staffApi, staffFailure } from './staff-api';
import { StaffCard } from './staff-card';
import { staffCopy } from './staff-copy';
import { safeNext } from './safe-next';

const copy = staffCopy.signIn;

export function StaffSignInPage() {
  const uid = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await staffApi.login(email.trim(), password);
      const next = safeNext(params.get('next'));
      // the password is the first step: a code (or setting up the app) comes next when the server says so
      if (answer.second_factor === 'code' || answer.second_factor === 'enrol') {
        void navigate(next === '/staff' ? '/staff/second-factor' : `/staff/second-factor?next=${encodeURIComponent(next)}`, { replace: true });
      } else void navigate(next, { replace: true });
    } catch (err) {
      const failure = staffFailure(err);
      const fieldErrors = failure.errors ?? {};
      setErrors(fieldErrors);
      toastError(failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError));
      setBusy(false);
      if (Object.keys(fieldErrors).length > 0) focusFirstError(form.current);
    }
  };

  return (
    <StaffCard heading={copy.heading} intro={copy.intro}>
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
        <StaffField id={`${uid}-email`} name="email" type="email" label={copy.email} autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
        <StaffField
          id={`${uid}-password`}
          name="password"
          type="password"
          label={copy.password}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button className="clinic-button" type="submit" disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
        <p className="staff-card__aside">{copy.noAccount}</p>
      </form>
    </StaffCard>
  );
}

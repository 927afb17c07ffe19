/**
 * /staff/second-factor: the second step of signing in, as the server asks for it
 * (GET /api/staff/second-factor): a passkey or a code from the authenticator app (or a recovery
 * code), or, for an account whose role needs one and has none, setting one up: a passkey (the
 * easier choice), or the app: a QR code and the key as text, a code to confirm, and the ten
 * recovery codes shown once. Then the page she was going to. Signed in and opened without `?next=`
 * (the bar's "Passkeys"), it lists her passkeys to add or remove one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffField } from './staff-field';
import { focusFirstError } from '../../src/forms/focus-first-error';
import { toastError } from '../../src/toast/toast-service';
import { staffApi, staffFailure } from './staff-api';
import { StaffCard } from './staff-card';
import { staffCopy } from './staff-copy';
import { safeNext } from './safe-next';
import type { EnrolAnswer } from './staff-types';
import { staffPasskeyCopy } from './staff-passkey-copy';
import { createPasskey, signInWithPasskey } from './passkey-ceremony';
import { passkeyFailureMessage, StaffPasskeysCard } from './staff-passkeys-card';

const copy = staffCopy.secondFactor;

type Step =
  | { kind: 'loading' }
  | { kind: 'code'; email: string; app: boolean }
  | { kind: 'enrol'; enrolment: EnrolAnswer }
  | { kind: 'recovery'; codes: string[]; home: string }
  | { kind: 'passkeys' };

export function StaffSecondFactorPage() {
  const uid = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const next = params.get('next');

  /** where to go once signed in: the page she was going to, or her role's first page */
  const go = (home: string | undefined) => void navigate(next ? safeNext(next) : (home ?? '/staff'), { replace: true });

  useEffect(() => {
    let live = true;
    const fail = (err: unknown) => {
      if (!live) return;
      const failure = staffFailure(err);
      if (failure.status === 401) void navigate('/staff/signin', { replace: true });
      else toastError(failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError));
    };
    staffApi.secondFactor().then(async (answer) => {
      if (!live) return;
      if (answer.second_factor === 'code') setStep({ kind: 'code', email: answer.staff?.email ?? '', app: answer.methods?.app ?? true });
      else if (answer.second_factor === 'enrol') {
        const enrolment = await staffApi.enrol();
        if (live) setStep({ kind: 'enrol', enrolment });
      } else if (next) go(undefined);
      else setStep({ kind: 'passkeys' });
    }, fail).catch(fail);
    return () => {
      live = false;
    };
    // once, when the page opens: a new enrolment replaces the key shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    setBusy(true);
    try {
      if (step.kind === 'enrol') {
        const answer = await staffApi.confirmEnrolment(code.trim());
        setStep({ kind: 'recovery', codes: answer.recovery_codes, home: answer.home });
        setBusy(false);
      } else {
        const answer = await staffApi.verifyCode(code.trim());
        go(answer.home);
      }
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.status === 401 && step.kind === 'code' && failure.message === undefined) {
        void navigate('/staff/signin', { replace: true });
        return;
      }
      setError(failure.errors?.code ?? failure.message ?? staffCopy.genericError);
      toastError(failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError));
      setBusy(false);
      focusFirstError(form.current);
    }
  };

  /** "Use a passkey": setting one up instead of the app, or the second step with one */
  const passkey = async () => {
    setBusy(true);
    try {
      const answer = step.kind === 'enrol' ? await createPasskey() : await signInWithPasskey();
      go(answer.home);
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.status === 401 && failure.message === undefined) {
        void navigate('/staff/signin', { replace: true });
        return;
      }
      toastError(passkeyFailureMessage(err));
      setBusy(false);
    }
  };

  const passkeyButton = (
    <button className="clinic-button" type="button" disabled={busy} onClick={() => void passkey()}>
      {busy ? staffPasskeyCopy.using : staffPasskeyCopy.use}
    </button>
  );

  const signOut = async () => {
    try {
      await staffApi.logout();
    } finally {
      void navigate('/staff/signin', { replace: true });
    }
  };

  const codeForm = (label: string, submitLabel: string, submittingLabel: string) => (
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
      <StaffField id={`${uid}-code`} name="code" label={label} autoComplete="one-time-code" value={code} onChange={setCode} error={error} />
      <button className="clinic-button" type="submit" disabled={busy}>
        {busy ? submittingLabel : submitLabel}
      </button>
    </form>
  );

  const signOutButton = (
    <p className="staff-card__aside">
      <button type="button" className="staff-link-button" onClick={() => void signOut()}>
        {copy.signOut}
      </button>
    </p>
  );

  if (step.kind === 'loading') {
    return (
      <StaffCard heading={copy.loadingHeading}>
        <p aria-live="polite">{copy.loading}</p>
      </StaffCard>
    );
  }
  if (step.kind === 'passkeys') return <StaffPasskeysCard home="/staff" />;
  if (step.kind === 'code' && !step.app) {
    return (
      <StaffCard heading={staffPasskeyCopy.signInHeading} intro={staffPasskeyCopy.signInOnlyIntro(step.email)}>
        <div className="staff-passkey-choice">{passkeyButton}</div>
        {signOutButton}
      </StaffCard>
    );
  }
  if (step.kind === 'code') {
    return (
      <StaffCard heading={copy.codeHeading} intro={copy.codeIntro(step.email)}>
        {codeForm(copy.code, copy.codeSubmit, copy.codeSubmitting)}
        <p className="staff-card__aside">{copy.recoveryHint}</p>
        <div className="staff-passkey-choice">
          <p>{staffPasskeyCopy.signInIntro}</p>
          {passkeyButton}
        </div>
        {signOutButton}
      </StaffCard>
    );
  }
  if (step.kind === 'enrol') {
    return (
      <StaffCard heading={copy.enrolHeading} intro={copy.enrolIntro}>
        <div className="staff-passkey-choice">
          <h2 className="staff-passkey-choice__heading">{staffPasskeyCopy.enrolPasskeyHeading}</h2>
          <p>{staffPasskeyCopy.enrolPasskeyIntro}</p>
          {passkeyButton}
        </div>
        <h2 className="staff-passkey-choice__heading">{staffPasskeyCopy.enrolAppHeading}</h2>
        <p>{copy.scan}</p>
        <img className="staff-totp__qr" src={step.enrolment.qr} alt={copy.qrAlt} width={240} height={240} />
        <p>{copy.typeKey}</p>
        <p>
          <code className="staff-totp__secret" data-secret={step.enrolment.secret}>
            {step.enrolment.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </p>
        {codeForm(copy.confirmCode, copy.confirmSubmit, copy.confirmSubmitting)}
        {signOutButton}
      </StaffCard>
    );
  }
  return (
    <StaffCard heading={copy.recoveryHeading} intro={copy.recoveryIntro}>
      <ol className="staff-totp__recovery">
        {step.codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button className="clinic-button" type="button" onClick={() => go(step.home)}>
        {copy.recoveryDone}
      </button>
    </StaffCard>
  );
}

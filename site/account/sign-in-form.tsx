/**
 * 'Welcome Back!' (docs/product/screens.md, docs/product/behaviour.md, docs/product/messages.md Sign in): e-mail and password. Success stores the user and
 * its id, toasts 'Login Success' and goes home after 500 ms; every refusal is toasted.
 */
import { useRef, useState } from 'react';
import { login } from '../../src/api/calls';
import { isLoggedIn, mapLoginResponse, settle, showToasts } from '../../src/responses';
import { loginUser, type SessionUser } from '../../src/session/session-store';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink as Link } from '../i18n/site-locale-context';
import * as englishAccount from '../copy/account';
import { AccountForm, SubmitButton } from './account-form';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import { useDelayedNavigate } from './use-delayed-navigate';

export function SignInForm() {
  const core = useCoreCopy();
  const { fieldLabels, signInCopy } = useCopy('account', englishAccount);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigateLater = useDelayedNavigate();
  const done = useRef(false);

  const onSubmit = async () => {
    if (done.current) return;
    setSubmitting(true);
    const outcome = await settle(login({ email: email.trim(), password }, core.locale));
    if (outcome.ok && isLoggedIn(outcome)) {
      done.current = true;
      loginUser(outcome.data.user as SessionUser);
      showToasts(mapLoginResponse(outcome, core.fallback), core.toast);
      navigateLater('/');
      return;
    }
    showToasts(mapLoginResponse(outcome, core.fallback), core.toast);
    setSubmitting(false);
  };

  return (
    <AccountForm onSubmit={onSubmit} busy={submitting}>
      <FormField label={fieldLabels.email} name="email" type="email" value={email} onChange={setEmail} required autoComplete="email" />
      <PasswordField
        label={fieldLabels.password}
        name="password"
        value={password}
        onChange={setPassword}
        required
        autoComplete="current-password"
      />
      <p className="account-aside">
        <Link to="/forgot-password">{signInCopy.forgot}</Link>
      </p>
      <div className="account-actions">
        <SubmitButton label={signInCopy.submit} busyLabel={signInCopy.submitting} busy={submitting} block />
      </div>
      <p className="account-switch account-switch--small-screens">
        {signInCopy.noAccount} <Link to="/register">{signInCopy.signUp}</Link>
      </p>
    </AccountForm>
  );
}

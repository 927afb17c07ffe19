/**
 * 'Lost Your Password?' (docs/product/screens.md, docs/product/behaviour.md, docs/product/messages.md Forgot password): one e-mail field. Success shows the
 * server's message and empties the field; Back returns to the previous page.
 */
import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgotPassword } from '../../src/api/calls';
import { isResetLinkSent, mapForgotResponse, settle, showToasts } from '../../src/responses';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { useCopy } from '../i18n/copy-context';
import { useLocalize } from '../i18n/site-locale-context';
import * as englishAccount from '../copy/account';
import { AccountForm, SubmitButton } from './account-form';
import { FormField } from './form-field';

export function ForgotPasswordForm() {
  const core = useCoreCopy();
  const { fieldLabels, forgotCopy } = useCopy('account', englishAccount);
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();

  const onSubmit = async () => {
    setSubmitting(true);
    const outcome = await settle(forgotPassword({ email: email.trim() }, core.locale));
    showToasts(mapForgotResponse(outcome, core.fallback), core.toast);
    if (isResetLinkSent(outcome)) setEmail('');
    setSubmitting(false);
  };

  // The router marks the page a visit started on with the key 'default'. From there, the previous
  // page is outside the app (or there is none, and the link's own /signin is the way back).
  const back = (e: MouseEvent<HTMLAnchorElement>) => {
    if (location.key !== 'default') {
      e.preventDefault();
      void navigate(-1);
    } else if (window.history.length > 1) {
      e.preventDefault();
      window.history.back();
    }
  };

  return (
    <AccountForm onSubmit={onSubmit} busy={submitting}>
      <FormField label={fieldLabels.email} name="email" type="email" value={email} onChange={setEmail} required autoComplete="email" />
      <div className="account-actions account-actions--split">
        <a className="btn btn-outline" href={localize('/signin')} onClick={back}>
          {forgotCopy.back}
        </a>
        <SubmitButton label={forgotCopy.submit} busyLabel={forgotCopy.submitting} busy={submitting} />
      </div>
    </AccountForm>
  );
}

/**
 * 'Personal Details' of the signed-in visitor (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md Profile), prefilled from the
 * session. 'Save & Update' stores the user the server returns and goes home after 500 ms; if the
 * server says the session is gone, the visitor is signed out and asked to sign in again.
 */
import { useId, useRef, useState } from 'react';
import { updateProfile } from '../../src/api/calls';
import { isRecord } from '../../src/responses/answer-fields';
import { isProfileSaved, mapProfileResponse, settle, showToasts } from '../../src/responses';
import { logoutUser, updateUser, type SessionUser } from '../../src/session/session-store';
import { toastError } from '../../src/toast/toast-service';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { useCopy } from '../i18n/copy-context';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import * as englishAccount from '../copy/account';
import { validateProfile } from './account-validation';
import { AccountForm, SubmitButton } from './account-form';
import { isLaterThanAllowed } from './birth-date';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { phoneInput } from '../../src/forms/phone';
import { GenderField } from './gender-field';
import { PasswordField } from './password-field';
import { genderOf, profileValuesOf, toProfilePayload, type ProfileFormField, type ProfileValues } from './profile-values';
import { fieldOf } from './field-errors';
import { firstMessagePerField } from '../../src/responses/answer-fields';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useLatestBirthDate } from './use-latest-birth-date';

export function ProfileForm({ user, userId }: { user: SessionUser | null; userId: string }) {
  const core = useCoreCopy();
  const { accountMessages, fieldHints, fieldLabels, profileCopy } = useCopy('account', englishAccount);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [invalid, setInvalid] = useState<ReadonlySet<ProfileFormField>>(new Set());
  const [alert, setAlert] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const alertId = `profile-alert-${useId()}`;
  const maxDate = useLatestBirthDate();
  const navigate = useLocaleNavigate();
  const navigateLater = useDelayedNavigate();
  const done = useRef(false);

  const set = (field: ProfileFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (invalid.has(field)) {
      const next = new Set(invalid);
      next.delete(field);
      setInvalid(next);
      if (next.size === 0) setAlert(undefined);
    }
  };

  const refuse = (message: string, fields: ProfileFormField[]) => {
    toastError(message, core.toast);
    setInvalid(new Set(fields));
    setAlert(message);
  };

  const onDateChange = (value: string) => {
    set('dob', value);
    if (isLaterThanAllowed(value)) refuse(accountMessages.invalidDate, ['dob']);
  };

  const onSubmit = async () => {
    if (done.current) return;
    const problem = validateProfile(values, new Date(), accountMessages);
    if (problem) return refuse(problem.message, problem.fields);
    setSubmitting(true);
    const outcome = await settle(updateProfile(toProfilePayload(user?.id ?? userId, values), core.locale));
    showToasts(mapProfileResponse(outcome, core.fallback), core.toast);
    // the server no longer knows this visitor: sign them out here too and ask them to sign in
    if (!outcome.ok && outcome.failure.response?.status === 401) {
      done.current = true;
      logoutUser();
      navigate('/signin');
      return;
    }
    if (isProfileSaved(outcome)) {
      done.current = true;
      const saved = outcome.ok ? fieldOf(outcome.data, 'user') : undefined;
      if (isRecord(saved)) updateUser(saved as unknown as SessionUser);
      navigateLater('/');
      return;
    }
    if (outcome.ok) setServerErrors(firstMessagePerField(fieldOf(outcome.data, 'errors')));
    setSubmitting(false);
  };

  const field = (name: ProfileFormField) => ({
    name,
    value: values[name],
    onChange: (v: string) => set(name, v),
    invalid: invalid.has(name),
    describedByExtra: invalid.has(name) ? alertId : undefined,
    error: serverErrors[name],
  });

  return (
    <AccountForm onSubmit={onSubmit} busy={submitting}>
      <div className="field-row">
        <FormField {...field('first_name')} label={fieldLabels.firstName} required autoComplete="given-name" />
        <FormField {...field('last_name')} label={fieldLabels.lastName} required autoComplete="family-name" />
      </div>
      <div className="field-row">
        <FormField
          {...field('dob')}
          onChange={onDateChange}
          label={fieldLabels.profileDob}
          type="date"
          max={maxDate}
          required
          autoComplete="bday"
          hint={fieldHints.dob}
        />
        <FormField
          {...field('phone')}
          label={fieldLabels.phone}
          {...phoneInput}
          required
          hint={fieldHints.phone}
        />
      </div>
      <GenderField value={genderOf(user)} readOnly hint={fieldHints.gender} />
      <FormField
        name="ref_type"
        label={fieldLabels.profileReferral}
        value={user?.ref_type ?? ''}
        onChange={() => undefined}
        readOnly
        hint={fieldHints.referral}
        inputClassName="field__input field__input--readonly"
      />
      <div className="field-row">
        <FormField {...field('email')} label={fieldLabels.email} type="email" required autoComplete="email" />
        <PasswordField {...field('password')} label={fieldLabels.setPassword} autoComplete="new-password" hint={fieldHints.setPassword} toggle />
      </div>
      <FormAlert id={alertId} message={alert} />
      <div className="account-actions">
        <SubmitButton label={profileCopy.submit} busyLabel={profileCopy.submitting} busy={submitting} />
      </div>
    </AccountForm>
  );
}

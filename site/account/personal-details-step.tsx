/** Registration step 1, 'Personal Details': names, birth date, phone, gender and referral. */
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';
import { AccountForm, SubmitButton } from './account-form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { phoneInput } from '../../src/forms/phone';
import { GenderField } from './gender-field';
import { ReferralField } from './referral-field';
import type { RegisterField, RegisterValues } from './register-values';
import { useLatestBirthDate } from './use-latest-birth-date';

export interface PersonalDetailsStepProps {
  values: RegisterValues;
  set: <K extends RegisterField>(field: K, value: RegisterValues[K]) => void;
  /** fields the last check or the server refused */
  invalid: ReadonlySet<RegisterField>;
  serverErrors: Partial<Record<RegisterField, string>>;
  alert?: string;
  alertId: string;
  onDateChange: (value: string) => void;
  onNext: () => void;
}

export function PersonalDetailsStep({ values, set, invalid, serverErrors, alert, alertId, onDateChange, onNext }: PersonalDetailsStepProps) {
  const { fieldHints, fieldLabels, registerCopy } = useCopy('account', englishAccount);
  const maxDate = useLatestBirthDate();
  const marked = (f: RegisterField) => invalid.has(f);
  const extra = (f: RegisterField) => (marked(f) ? alertId : undefined);
  return (
    <AccountForm onSubmit={onNext}>
      <div className="field-row">
        <FormField
          label={fieldLabels.firstName}
          name="first_name"
          value={values.first_name}
          onChange={(v) => set('first_name', v)}
          required
          autoComplete="given-name"
          invalid={marked('first_name')}
          describedByExtra={extra('first_name')}
          error={serverErrors.first_name}
        />
        <FormField
          label={fieldLabels.lastName}
          name="last_name"
          value={values.last_name}
          onChange={(v) => set('last_name', v)}
          required
          autoComplete="family-name"
          invalid={marked('last_name')}
          describedByExtra={extra('last_name')}
          error={serverErrors.last_name}
        />
      </div>
      <div className="field-row">
        <FormField
          label={fieldLabels.dob}
          name="dob"
          type="date"
          value={values.dob}
          onChange={onDateChange}
          max={maxDate}
          required
          autoComplete="bday"
          hint={fieldHints.dob}
          invalid={marked('dob')}
          describedByExtra={extra('dob')}
          error={serverErrors.dob}
        />
        <FormField
          label={fieldLabels.phone}
          name="phone"
          {...phoneInput}
          value={values.phone}
          onChange={(v) => set('phone', v)}
          required
          invalid={marked('phone')}
          describedByExtra={extra('phone')}
          error={serverErrors.phone}
        />
      </div>
      <GenderField value={values.gender} onChange={(g) => set('gender', g as RegisterValues['gender'])} />
      <ReferralField
        value={values.ref_type}
        onChange={(v) => set('ref_type', v)}
        invalid={marked('ref_type')}
        describedByExtra={extra('ref_type')}
        error={serverErrors.ref_type}
      />
      <FormAlert id={alertId} message={alert} />
      <div className="account-actions">
        <SubmitButton label={registerCopy.next} />
      </div>
    </AccountForm>
  );
}

/** 'How did you hear about us?': the placeholder entry (meaning unselected) and the nine choices. */
import { useId } from 'react';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';
import { describedBy, FieldLabel, FieldMessages } from './form-field';

export interface ReferralFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  invalid?: boolean;
  describedByExtra?: string;
}

export function ReferralField({ value, onChange, error, invalid, describedByExtra }: ReferralFieldProps) {
  const { REFERRAL_PLACEHOLDER, fieldLabels, referralOptions } = useCopy('account', englishAccount);
  const id = `ref_type-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error || invalid ? ' field--invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={fieldLabels.referral} required />
      <div className="field__control">
        <select
          id={id}
          name="ref_type"
          className="field__input field__select"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          required
          aria-required
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy({ errorId: error ? errorId : undefined }, describedByExtra)}
        >
          <option value="">{REFERRAL_PLACEHOLDER}</option>
          {referralOptions.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}

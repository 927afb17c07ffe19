/** 'How did you hear about us?': the placeholder entry (meaning unselected) and the nine choices. */
import { useId } from 'react';
import { REFERRAL_PLACEHOLDER, referralChoices } from './account-choices';
import { fieldLabels } from './account-copy';
import { describedBy, FieldLabel, FieldMessages } from './form-field';

export interface ReferralFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  invalid?: boolean;
  describedByExtra?: string;
}

export function ReferralField({ value, onChange, error, invalid, describedByExtra }: ReferralFieldProps) {
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
          {referralChoices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}

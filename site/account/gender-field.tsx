/**
 * Gender as three radio buttons in a labelled group. On the profile it is shown but locked
 * (docs/product/screens.md: the selector does not change on click), so the group says it is read-only.
 */
import { useId, useReducer } from 'react';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';

export interface GenderFieldProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  hint?: string;
}

export function GenderField({ value, onChange, readOnly = false, hint }: GenderFieldProps) {
  const { fieldLabels, genderChoices } = useCopy('account', englishAccount);
  const base = useId();
  const hintId = hint ? `gender-${base}-hint` : undefined;
  const legendId = `gender-${base}-legend`;
  // a locked group re-renders after any attempt, which puts the checked mark back where it was
  const [, restore] = useReducer((n: number) => n + 1, 0);
  return (
    <fieldset
      className="field field--choices"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-readonly={readOnly || undefined}
      aria-describedby={hintId}
    >
      <legend className="field__label" id={legendId}>
        {fieldLabels.gender}
      </legend>
      <div className="choices">
        {genderChoices.map(({ value: g, label }) => {
          const id = `gender-${base}-${g}`;
          return (
            <span className="choice" key={g}>
              <input
                id={id}
                type="radio"
                name={`gender-${base}`}
                value={g}
                checked={value === g}
                onChange={() => (readOnly ? restore() : onChange?.(g))}
                // a locked radio must not move its checked mark, nor let the arrow keys move it
                onClick={
                  readOnly
                    ? (e) => {
                        e.preventDefault();
                        restore();
                      }
                    : undefined
                }
                onKeyDown={readOnly ? (e) => e.key.startsWith('Arrow') && e.preventDefault() : undefined}
              />
              <label htmlFor={id}>{label}</label>
            </span>
          );
        })}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One labelled input of the account forms: a visible <label> tied to the control, the required
 * mark, an optional hint and an error that is announced and tied to the field.
 */
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';

export interface FieldMessageIds {
  hintId?: string;
  errorId?: string;
}

/** The ids a control lists in aria-describedby, in reading order. */
export function describedBy({ hintId, errorId }: FieldMessageIds, extra?: string): string | undefined {
  const ids = [hintId, errorId, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { requiredMark } = useCopy('account', englishAccount);
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          {requiredMark.symbol}
        </span>
      )}
    </label>
  );
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; error?: string } & FieldMessageIds) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* always in the page so that a message that appears in it is announced */}
      <p className="field__error" id={errorId} role="alert">
        {error}
      </p>
    </>
  );
}

export interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  error?: string;
  /** marked invalid by a form-level message (whose id goes in describedByExtra) */
  invalid?: boolean;
  autoComplete?: string;
  max?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  /** extra content after the input, inside the same field box (a show/hide toggle) */
  after?: ReactNode;
  /** ids of other elements describing this field */
  describedByExtra?: string;
  id?: string;
  inputClassName?: string;
}

export function FormField(props: FormFieldProps) {
  const generated = useId();
  const id = props.id ?? `${props.name}-${generated}`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`field${props.error || props.invalid ? ' field--invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <div className="field__control">
        <input
          id={id}
          name={props.name}
          className={props.inputClassName ?? 'field__input'}
          type={props.type ?? 'text'}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          required={props.required}
          aria-required={props.required || undefined}
          readOnly={props.readOnly}
          aria-readonly={props.readOnly || undefined}
          aria-invalid={props.error || props.invalid ? true : undefined}
          aria-describedby={describedBy({ hintId, errorId: props.error ? errorId : undefined }, props.describedByExtra)}
          autoComplete={props.autoComplete}
          max={props.max}
          inputMode={props.inputMode}
        />
        {props.after}
      </div>
      <FieldMessages hint={props.hint} hintId={hintId} error={props.error} errorId={errorId} />
    </div>
  );
}

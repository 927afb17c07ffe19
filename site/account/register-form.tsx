/**
 * Registration in two steps (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md). Both steps share one set of values, so Back
 * and Next never lose what was typed. Success shows the server's message and moves on to /signin.
 */
import { useId, useRef, useState } from 'react';
import { register } from '../../src/api/calls';
import { toastError } from '../../src/toast/toast-service';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { useCopy } from '../i18n/copy-context';
import * as englishAccount from '../copy/account';
import { validatePersonalDetails } from './account-validation';
import { AccountDetailsStep } from './account-details-step';
import { isLaterThanAllowed } from './birth-date';
import { PersonalDetailsStep } from './personal-details-step';
import { emptyRegisterValues, toRegisterPayload, type RegisterField, type RegisterValues } from './register-values';
import { isRegistered, mapRegisterResponse, settle, showToasts } from '../../src/responses';
import { fieldOf } from './field-errors';
import { firstMessagePerField } from '../../src/responses/answer-fields';
import { useDelayedNavigate } from './use-delayed-navigate';

export type RegisterStep = 1 | 2;

export interface RegisterFormProps {
  step: RegisterStep;
  onStepChange: (step: RegisterStep) => void;
}

export function RegisterForm({ step, onStepChange }: RegisterFormProps) {
  const core = useCoreCopy();
  const { accountMessages } = useCopy('account', englishAccount);
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [invalid, setInvalid] = useState<ReadonlySet<RegisterField>>(new Set());
  const [alert, setAlert] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const alertId = `register-alert-${useId()}`;
  const navigateLater = useDelayedNavigate();
  const done = useRef(false);

  const set = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (invalid.has(field)) {
      const next = new Set(invalid);
      next.delete(field);
      setInvalid(next);
      if (next.size === 0) setAlert(undefined);
    }
  };

  const onDateChange = (value: string) => {
    set('dob', value);
    if (isLaterThanAllowed(value)) {
      toastError(accountMessages.invalidDate, core.toast);
      setInvalid((s) => new Set(s).add('dob'));
      setAlert(accountMessages.invalidDate);
    }
  };

  const onNext = () => {
    const problem = validatePersonalDetails(values, new Date(), accountMessages);
    if (problem) {
      toastError(problem.message, core.toast);
      setInvalid(new Set(problem.fields));
      setAlert(problem.message);
      return;
    }
    setInvalid(new Set());
    setAlert(undefined);
    onStepChange(2);
  };

  const onSubmit = async () => {
    if (done.current) return;
    setSubmitting(true);
    const outcome = await settle(register(toRegisterPayload(values), core.locale));
    showToasts(mapRegisterResponse(outcome, core.fallback), core.toast);
    if (isRegistered(outcome)) {
      done.current = true;
      navigateLater('/signin');
      return;
    }
    if (outcome.ok) setServerErrors(firstMessagePerField(fieldOf(outcome.data, 'data')));
    setSubmitting(false);
  };

  return (
    <>
      {step === 1 ? (
        <PersonalDetailsStep
          values={values}
          set={set}
          invalid={invalid}
          serverErrors={serverErrors}
          alert={alert}
          alertId={alertId}
          onDateChange={onDateChange}
          onNext={onNext}
        />
      ) : (
        <AccountDetailsStep
          values={values}
          set={set}
          serverErrors={serverErrors}
          submitting={submitting}
          onBack={() => onStepChange(1)}
          onSubmit={() => void onSubmit()}
        />
      )}
    </>
  );
}

/**
 * A contact form's state and submit (docs/product/validation.md, docs/product/messages.md "Contact"): every field required, whitespace
 * counts as empty, nothing sent while any error exists; on success every field and error is
 * cleared and the server's message shown; every failure path shows its toasts.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { contactUs } from '../api/calls';
import type { ContactPayload } from '../api/api-types';
import { inWords, requiredErrors, toSend, type FieldErrors } from '../forms/required-fields';
import type { FormFields } from '../forms/form-field';
import { useBotGuard, type BotGuard } from '../forms/use-bot-guard';
import { focusFirstError } from '../forms/focus-first-error';
import { useLivePrefill } from '../forms/use-live-prefill';
import { settle } from '../responses/outcome';
import { isContactSent, mapContactResponse } from '../responses/contact-response';
import { showToasts } from '../responses/toast-list';
import { refusedFields } from '../responses/lead-form-response';
import { useCoreCopy } from '../i18n/core-copy-context';
import { leadSourceField } from '../lead-source/lead-source-store';
import type { ValidationMessages } from '../i18n/core-copy';

export type ContactEvent = 'success' | 'error';

export interface ContactFormOptions<K extends string> {
  /** each field's required message, by its name in validation-messages.ts */
  messages: Readonly<Record<K, keyof ValidationMessages>>;
  toPayload: (values: Readonly<Record<K, string>>) => ContactPayload;
  prefill?: Partial<Record<K, string>>;
  onEvent?: (event: ContactEvent) => void;
  /** a widget's `partner` attribute, sent with where the visit came from */
  partner?: string | null;
}

export interface ContactForm<K extends string> extends FormFields<K> {
  submitting: boolean;
  guard: BotGuard;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

function blank<K extends string>(messages: Readonly<Record<K, unknown>>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) out[key] = '';
  return out;
}

export function useContactForm<K extends string>(options: ContactFormOptions<K>): ContactForm<K> {
  const [values, setValues] = useState<Record<K, string>>(() => ({ ...blank(options.messages), ...options.prefill }));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const guard = useBotGuard();
  const uid = useId();
  const copy = useCoreCopy();
  // what was typed, up to the last keystroke: a submit in the same task as an input must not read an older render
  const latest = useRef(values);
  const prefill = useLivePrefill<K>(options.prefill, (changes) => {
    latest.current = { ...latest.current, ...changes };
    setValues(latest.current);
  });

  const setValue = (field: K, value: string) => {
    prefill.typed(field);
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = latest.current;
    const found = requiredErrors(values, options.messages);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(form);
      return;
    }
    busy.current = true;
    setErrors({});
    setSubmitting(true);
    const outcome = await settle(contactUs({ ...options.toPayload(toSend(values)), lead_source: leadSourceField(options.partner), ...guard.fields() }, copy.locale));
    busy.current = false;
    setSubmitting(false);
    showToasts(mapContactResponse(outcome, copy.fallback), copy.toast);
    // the fields the server refused show its message too, in the language the form asked in
    setErrors(refusedFields(outcome));
    focusFirstError(form);
    if (isContactSent(outcome)) {
      latest.current = blank(options.messages);
      setValues(latest.current);
      prefill.forgetTyped();
      options.onEvent?.('success');
    } else {
      options.onEvent?.('error');
    }
  };

  return { uid, values, errors: inWords(errors, copy.validation), submitting, guard, setValue, submit };
}

/**
 * The booking form's state and submit (docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md): every field required on submit, the
 * photo converted as soon as it is chosen, nothing sent while an error exists, the multipart call,
 * its toasts, and after a success the caller's next step 500 ms later. The appointment step (the
 * time picker, docs/product/api.md "Appointments") adds its fields and the Idempotency-Key through
 * `step`; the key stays the same for retries until something in the form changes, so a retried
 * send never books twice. A 409 for the chosen time goes to the step, and everything typed stays.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { scheduleConsultation } from '../api/calls';
import { useSession } from '../session/use-session';
import { inWords, requiredErrors, toSend, type FieldErrors } from '../forms/required-fields';
import type { FormFields } from '../forms/form-field';
import { useCoreCopy } from '../i18n/core-copy-context';
import type { ValidationMessages } from '../i18n/core-copy';
import { useBotGuard, type BotGuard } from '../forms/use-bot-guard';
import { focusFirstError } from '../forms/focus-first-error';
import { useLivePrefill } from '../forms/use-live-prefill';
import { settle } from '../responses/outcome';
import { isConsultationBooked, mapConsultationResponse } from '../responses/consultation-response';
import { showToasts } from '../responses/toast-list';
import { refusedFields } from '../responses/lead-form-response';
import { convertToJpeg, looksLikeImage, NotAnImageError } from './convert-to-jpeg';
import { leadSourceField } from '../lead-source/lead-source-store';
import type { BookedAppointment, StepLink } from './time-picker/appointment-types';

export type BookingField = 'first_name' | 'last_name' | 'email' | 'phone' | 'message';
export type BookingValues = Record<BookingField, string>;
export type BookingEvent = 'success' | 'error';

/** docs/product/limits.md: the pause between the success toast and the next screen. */
export const REDIRECT_DELAY_MS = 500;

/** each field's message, by its name in validation-messages.ts (the words come from the copy) */
const requiredMessages: Record<BookingField, keyof ValidationMessages> = {
  first_name: 'NAME_REQUIRED',
  last_name: 'LAST_NAME_REQUIRED',
  email: 'EMAIL_REQUIRED',
  phone: 'PHONE_REQUIRED',
  message: 'MESSAGE_REQUIRED',
};
const ONLY_IMAGES: keyof ValidationMessages = 'ONLY_IMAGES';

const emptyValues: BookingValues = { first_name: '', last_name: '', email: '', phone: '', message: '' };

type ImageChoice = { file: File } | { error: string } | undefined;

export interface BookingFormOptions {
  /** with the appointment when a time was booked */
  afterSuccess?: (appointment: BookedAppointment | null) => void;
  prefill?: Partial<BookingValues>;
  onEvent?: (event: BookingEvent, appointment?: BookedAppointment) => void;
  /** a widget's `partner` attribute, sent with where the visit came from */
  partner?: string | null;
}

export interface BookingForm extends FormFields<BookingField> {
  errors: FieldErrors<BookingField | 'image'>;
  submitting: boolean;
  guard: BotGuard;
  formRef: RefObject<HTMLFormElement | null>;
  fileRef: RefObject<HTMLInputElement | null>;
  chooseImage: (file: File | undefined) => void;
  /** the appointment step's side of the form */
  step: StepLink;
  /** the appointment the server booked, for the confirmation */
  booked: BookedAppointment | null;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useBookingForm(options: BookingFormOptions): BookingForm {
  const [values, setValues] = useState<BookingValues>(() => ({ ...emptyValues, ...options.prefill }));
  const [errors, setErrors] = useState<FieldErrors<BookingField | 'image'>>({});
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const step = useRef<StepLink>({}).current;
  const guard = useBotGuard();
  const uid = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  // the photo's conversion may still run when the visitor submits; submit waits for the latest one
  const imageRef = useRef<Promise<ImageChoice> | undefined>(undefined);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  // what was typed, up to the last keystroke: a submit in the same task as an input must not read an older render
  const latest = useRef(values);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const copy = useCoreCopy();
  const { user } = useSession();
  const prefill = useLivePrefill<BookingField>(options.prefill, (changes) => {
    latest.current = { ...latest.current, ...changes };
    setValues(latest.current);
  });

  // A signed-in visitor's details fill the fields that are still empty.
  useEffect(() => {
    if (!user) return;
    const fromUser: Partial<BookingValues> = {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
    };
    const next = { ...latest.current };
    for (const [key, value] of Object.entries(fromUser) as [BookingField, string | undefined][]) {
      if (next[key].trim() === '' && typeof value === 'string') next[key] = value;
    }
    latest.current = next;
    setValues(next);
  }, [user]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const setValue = (field: BookingField, value: string) => {
    step.changed?.();
    prefill.typed(field);
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const chooseImage = (file: File | undefined) => {
    step.changed?.();
    if (!file) {
      imageRef.current = undefined;
      setErrors((current) => ({ ...current, image: undefined }));
      return;
    }
    if (!looksLikeImage(file)) {
      imageRef.current = Promise.resolve({ error: ONLY_IMAGES });
      setErrors((current) => ({ ...current, image: ONLY_IMAGES }));
      return;
    }
    setErrors((current) => ({ ...current, image: undefined }));
    const choice: Promise<ImageChoice> = convertToJpeg(file).then(
      (converted) => ({ file: converted }),
      (err: unknown) => ({ error: err instanceof NotAnImageError || !(err instanceof Error) ? ONLY_IMAGES : err.message }),
    );
    imageRef.current = choice;
    void choice.then((result) => {
      if (imageRef.current === choice && result && 'error' in result) {
        setErrors((current) => ({ ...current, image: result.error }));
      }
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      busy.current = false;
    }
  };

  const send = async (form: HTMLFormElement) => {
    const image = await imageRef.current;
    const values = latest.current;
    const found: FieldErrors<BookingField | 'image'> = requiredErrors(values, requiredMessages);
    if (!image) found.image = 'IMAGE_REQUIRED';
    else if ('error' in image) found.image = image.error;
    const time: ReturnType<NonNullable<StepLink['fields']>> = step.fields ? step.fields() : { fields: {} };
    if (Object.keys(found).length > 0 || !time) {
      setErrors(found);
      focusFirstError(form);
      return;
    }
    if (!image || !('file' in image)) return;
    setErrors({});
    setSubmitting(true);

    const body = new FormData();
    const clean = toSend(values);
    for (const key of Object.keys(clean) as BookingField[]) body.append(key, clean[key]);
    body.append('form_page_name', window.location.href);
    body.append('lead_source', leadSourceField(optionsRef.current.partner));
    body.append('image', image.file, image.file.name);
    for (const [key, value] of Object.entries(guard.fields())) if (value !== undefined) body.append(key, value);
    // a time's fields wait for its proof of work, solving since she chose a type of time (usually ready by now)
    for (const [key, value] of Object.entries(await time.fields)) body.append(key, value);

    const outcome = await settle(scheduleConsultation(body, copy.locale, time.key));
    setSubmitting(false);
    if (!outcome.ok && step.refused?.(outcome.failure)) {
      focusFirstError(form);
      optionsRef.current.onEvent?.('error');
      return;
    }
    showToasts(mapConsultationResponse(outcome, copy.fallback), copy.toast);
    // the fields the server refused show its message too, in the language the form asked in
    setErrors(refusedFields(outcome));
    focusFirstError(form);
    const { afterSuccess, onEvent } = optionsRef.current;
    if (isConsultationBooked(outcome)) {
      const appointment = (outcome.ok && outcome.data.appointment) || null;
      step.changed?.();
      setBooked(appointment);
      latest.current = emptyValues;
      setValues(emptyValues);
      prefill.forgetTyped();
      imageRef.current = undefined;
      if (fileRef.current) fileRef.current.value = '';
      // a call-back request's event stays as it was, with no second argument
      if (appointment) onEvent?.('success', appointment);
      else onEvent?.('success');
      if (afterSuccess) redirectTimer.current = setTimeout(() => optionsRef.current.afterSuccess?.(appointment), REDIRECT_DELAY_MS);
    } else {
      onEvent?.('error');
    }
  };

  return { uid, values, errors: inWords(errors, copy.validation), submitting, guard, formRef, fileRef, setValue, chooseImage, step, booked, submit };
}

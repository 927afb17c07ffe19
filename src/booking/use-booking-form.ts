/**
 * The booking form's state and submit (docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md): every field required on submit, the
 * photo converted as soon as it is chosen, nothing sent while an error exists, the multipart call,
 * its toasts, and after a success the caller's next step 500 ms later. With a time chosen in the
 * picker (docs/product/api.md "Appointments") the call carries it and an Idempotency-Key that stays
 * the same until something in the form changes, so a retried send never books twice; a 409 keeps
 * everything typed and hands the server's message and fresh times to the picker.
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
import type { BookedAppointment, SlotConflict, TimeChoice } from './time-picker/appointment-types';
import { clinicDate } from './time-picker/clinic-dates';
import { bookedAppointment, slotUnavailable } from './appointment-answer';
import { newIdempotencyKey } from './idempotency-key';

export type BookingField = 'first_name' | 'last_name' | 'email' | 'phone' | 'message';
export type BookingValues = Record<BookingField, string>;
export type BookingEvent = 'success' | 'error';

/** docs/product/limits.md: the pause between the success toast and the next screen. */
export const REDIRECT_DELAY_MS = 500;

/** each field's message, by its name in validation-messages.ts (the words come from the copy) */
const requiredMessages: Record<BookingField, keyof ValidationMessages> = {
  first_name: 'NAME_REQUIRED',
  last_name: 'NAME_REQUIRED',
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
  /** the picker's choice; null sends a call-back request as before */
  choice: TimeChoice | null;
  choose: (choice: TimeChoice) => void;
  /** sent with a type but no time */
  missingTime: boolean;
  conflict: SlotConflict | null;
  /** the appointment the server booked, for the confirmation */
  booked: BookedAppointment | null;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useBookingForm(options: BookingFormOptions): BookingForm {
  const [values, setValues] = useState<BookingValues>(() => ({ ...emptyValues, ...options.prefill }));
  const [errors, setErrors] = useState<FieldErrors<BookingField | 'image'>>({});
  const [submitting, setSubmitting] = useState(false);
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const [missingTime, setMissingTime] = useState(false);
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const choiceRef = useRef(choice);
  // one key per filled form: kept across retries of the same answers, dropped when any of them changes
  const idempotencyKey = useRef<string | undefined>(undefined);
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

  const choose = (next: TimeChoice) => {
    idempotencyKey.current = undefined;
    choiceRef.current = next;
    setChoice(next);
    setMissingTime(false);
  };

  const setValue = (field: BookingField, value: string) => {
    idempotencyKey.current = undefined;
    prefill.typed(field);
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const chooseImage = (file: File | undefined) => {
    idempotencyKey.current = undefined;
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
    const chosen = choiceRef.current;
    const noTime = chosen?.kind === 'time' && !chosen.start;
    setMissingTime(noTime);
    if (Object.keys(found).length > 0 || noTime) {
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
    if (chosen?.kind === 'time' && chosen.start) {
      body.append('appointment_type', chosen.type);
      body.append('appointment_start', chosen.start);
    }
    idempotencyKey.current ??= newIdempotencyKey();

    const outcome = await settle(scheduleConsultation(body, copy.locale, idempotencyKey.current));
    setSubmitting(false);
    const unavailable = chosen?.kind === 'time' && chosen.start ? slotUnavailable(outcome) : null;
    if (chosen?.kind === 'time' && chosen.start && unavailable) {
      // the time went meanwhile: the picker says so and offers the fresh times; every field stays as typed
      setConflict({ ...unavailable, type: chosen.type, from: clinicDate(chosen.start) });
      choose({ kind: 'time', type: chosen.type, start: null });
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
      const appointment = bookedAppointment(outcome);
      idempotencyKey.current = undefined;
      setConflict(null);
      setBooked(appointment);
      choiceRef.current = null;
      setChoice(null);
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

  return {
    uid,
    values,
    errors: inWords(errors, copy.validation),
    submitting,
    guard,
    formRef,
    fileRef,
    setValue,
    chooseImage,
    choice,
    choose,
    missingTime,
    conflict,
    booked,
    submit,
  };
}

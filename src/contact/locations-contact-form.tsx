/**
 * The contact form of the Locations page (docs/product/screens.md): first name, last name, e-mail, phone and
 * message, sent to the contact call with name = first + ' ' + last. Styles: contact-forms.css
 * with src/forms/forms.css.
 */
import { useId } from 'react';
import { FormField } from '../forms/form-field';
import { BotGuardFields } from '../forms/bot-guard-fields';
import { useCoreCopy } from '../i18n/core-copy-context';
import type { ValidationMessages } from '../i18n/core-copy';
import { useContactForm, type ContactEvent } from './use-contact-form';
import { useParts } from '../parts/shadow-parts';

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'message';

/** each field's required message, by its name in validation-messages.ts */
const messages: Record<Field, keyof ValidationMessages> = {
  first_name: 'NAME_REQUIRED',
  last_name: 'NAME_REQUIRED',
  email: 'EMAIL_REQUIRED',
  phone: 'PHONE_REQUIRED',
  message: 'MESSAGE_REQUIRED',
};

export interface LocationsContactFormProps {
  prefill?: Partial<Record<Field, string>>;
  onEvent?: (event: ContactEvent) => void;
  /** a widget's `partner` attribute (widgets/EMBEDDING.md), sent with the message */
  partner?: string | null;
}

export function LocationsContactForm(props: LocationsContactFormProps = {}) {
  const part = useParts();
  const copy = useCoreCopy().contact.locations;
  // the props (prefill, onEvent, partner) are the form's options as they are
  const form = useContactForm<Field>({
    ...props,
    messages,
    toPayload: (v) => ({ name: `${v.first_name} ${v.last_name}`, email: v.email, phone: v.phone, message: v.message }),
  });
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { values, errors, setValue } = form;

  return (
    <form className="clinic-locations-form clinic-form" {...part('form')} noValidate onSubmit={(event) => void form.submit(event)}
      aria-labelledby={id('heading')} aria-busy={form.submitting}>
      <h2 className="clinic-contact__heading" id={id('heading')} {...part('heading')}>
        {copy.heading}
      </h2>
      <div className="clinic-form__row">
        <FormField id={id('first_name')} name="first_name" label={copy.labels.first_name} autoComplete="given-name"
          value={values.first_name} error={errors.first_name} onChange={(v) => setValue('first_name', v)} />
        <FormField id={id('last_name')} name="last_name" label={copy.labels.last_name} autoComplete="family-name"
          value={values.last_name} error={errors.last_name} onChange={(v) => setValue('last_name', v)} />
      </div>
      <div className="clinic-form__row">
        <FormField id={id('email')} name="email" type="email" label={copy.labels.email} autoComplete="email"
          value={values.email} error={errors.email} onChange={(v) => setValue('email', v)} />
        <FormField id={id('phone')} name="phone" type="number" inputMode="tel" label={copy.labels.phone}
          value={values.phone} error={errors.phone} onChange={(v) => setValue('phone', v)} />
      </div>
      <FormField id={id('message')} name="message" multiline label={copy.labels.message}
        value={values.message} error={errors.message} onChange={(v) => setValue('message', v)} />
      <BotGuardFields id={id('website')} guard={form.guard} />
      <button className="clinic-button" type="submit" {...part('button submit')} disabled={form.submitting}>
        {form.submitting ? copy.sending : copy.submit}
      </button>
    </form>
  );
}

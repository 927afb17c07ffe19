/**
 * The contact form of the Locations page (docs/product/screens.md): first name, last name, e-mail, phone and
 * message, sent to the contact call with name = first + ' ' + last. Styles: contact-forms.css
 * with src/forms/forms.css.
 */
import { FormField } from '../forms/form-field';
import { BotGuardFields } from '../forms/bot-guard-fields';
import { useCoreCopy } from '../i18n/core-copy-context';
import type { ValidationMessages } from '../i18n/core-copy';
import { useContactForm, type ContactEvent } from './use-contact-form';
import { useParts } from '../parts/shadow-parts';
import { RequiredNote } from '../forms/required-note';

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'message';

/** each field's required message, by its name in validation-messages.ts */
const messages: Record<Field, keyof ValidationMessages> = {
  first_name: 'NAME_REQUIRED',
  last_name: 'LAST_NAME_REQUIRED',
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
  const id = (name: string) => `${form.uid}-${name}`;

  return (
    <form className="clinic-locations-form clinic-form" {...part('form')} noValidate onSubmit={(event) => void form.submit(event)}
      aria-labelledby={id('heading')} aria-busy={form.submitting}>
      <h2 className="clinic-contact__heading" id={id('heading')} {...part('heading')}>
        {copy.heading}
      </h2>
      <RequiredNote />
      <div className="clinic-form__row">
        <FormField form={form} name="first_name" label={copy.labels.first_name} />
        <FormField form={form} name="last_name" label={copy.labels.last_name} />
      </div>
      <div className="clinic-form__row">
        <FormField form={form} name="email" label={copy.labels.email} />
        <FormField form={form} name="phone" label={copy.labels.phone} />
      </div>
      <FormField form={form} name="message" label={copy.labels.message} />
      <BotGuardFields id={id('website')} guard={form.guard} />
      <button className="clinic-button" type="submit" {...part('button submit')} disabled={form.submitting}>
        {form.submitting ? copy.sending : copy.submit}
      </button>
    </form>
  );
}

/**
 * 'Get In Touch' (docs/product/screens.md Locations): Name, Email, Phone (a tel field with a keypad of digits), 'How can we help you?' and
 * Submit, beside the clinic's contact details and social icons. Styles: contact-forms.css with
 * src/forms/forms.css.
 */
import { FormField } from '../forms/form-field';
import { BotGuardFields } from '../forms/bot-guard-fields';
import { useCoreCopy } from '../i18n/core-copy-context';
import type { ValidationMessages } from '../i18n/core-copy';
import { ClinicContactDetails } from './clinic-contact-details';
import { useContactForm, type ContactEvent } from './use-contact-form';
import { useParts } from '../parts/shadow-parts';
import { RequiredNote } from '../forms/required-note';

type Field = 'name' | 'email' | 'phone' | 'message';

/** each field's required message, by its name in validation-messages.ts */
const messages: Record<Field, keyof ValidationMessages> = {
  name: 'NAME_REQUIRED',
  email: 'EMAIL_REQUIRED',
  phone: 'PHONE_REQUIRED',
  message: 'MESSAGE_REQUIRED',
};

export interface GetInTouchFormProps {
  prefill?: Partial<Record<Field, string>>;
  onEvent?: (event: ContactEvent) => void;
  /** a widget's `partner` attribute (widgets/EMBEDDING.md), sent with the message */
  partner?: string | null;
}

export function GetInTouchForm(props: GetInTouchFormProps = {}) {
  const part = useParts();
  const copy = useCoreCopy().contact.getInTouch;
  // the props (prefill, onEvent, partner) are the form's options as they are
  const form = useContactForm<Field>({
    ...props,
    messages,
    toPayload: (v) => ({ name: v.name, email: v.email, phone: v.phone, message: v.message }),
  });
  const id = (name: string) => `${form.uid}-${name}`;

  return (
    <section className="clinic-contact" {...part('contact')} aria-labelledby={id('heading')}>
      <form className="clinic-contact__form clinic-form" {...part('form')} noValidate onSubmit={(event) => void form.submit(event)}
        aria-labelledby={id('heading')} aria-busy={form.submitting}>
        <h2 className="clinic-contact__heading" id={id('heading')} {...part('heading')}>
          {copy.heading}
        </h2>
        <p className="clinic-contact__intro">{copy.intro}</p>
        <RequiredNote />
        <FormField form={form} name="name" label={copy.labels.name} />
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
      <ClinicContactDetails />
    </section>
  );
}

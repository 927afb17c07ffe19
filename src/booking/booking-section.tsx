/**
 * The consultation booking section (docs/product/screens.md): 'Types of Consultations' on the left, the form
 * 'Book a Free Consultation' on the right, opening with the time picker. A booked time replaces the
 * form with its confirmation; a call-back request goes on as before: the site passes
 * `afterSuccess={() => navigate('/')}`, the widget shows a thank-you panel. Styles:
 * booking-section.css and time-picker/time-picker.css with src/forms/forms.css.
 */
import { FormField } from '../forms/form-field';
import { BotGuardFields } from '../forms/bot-guard-fields';
import { useCoreCopy } from '../i18n/core-copy-context';
import { ConsultationTypesList } from './consultation-types-list';
import { ImageField } from './image-field';
import { useBookingForm, type BookingEvent, type BookingFormOptions, type BookingValues } from './use-booking-form';
import { useParts } from '../parts/shadow-parts';
import { AppointmentStep } from './time-picker/appointment-step';
import { RequiredNote } from '../forms/required-note';

export type { BookingEvent, BookingValues };

export interface BookingSectionProps {
  /** called 500 ms after a successful booking, with the appointment when a time was booked */
  afterSuccess?: BookingFormOptions['afterSuccess'];
  prefill?: Partial<BookingValues>;
  /** 'success' once the clinic has the request; 'error' when sending it failed */
  onEvent?: BookingFormOptions['onEvent'];
  /** a widget's `partner` attribute (widgets/EMBEDDING.md), sent with the request */
  partner?: string | null;
}

export function BookingSection(props: BookingSectionProps) {
  const part = useParts();
  const form = useBookingForm(props);
  const id = (name: string) => `${form.uid}-${name}`;
  const { booking: bookingCopy } = useCoreCopy();
  const { labels } = bookingCopy;

  return (
    <section className="clinic-booking" {...part('booking')} aria-labelledby={form.booked ? id('types-heading') : id('form-heading')}>
      <ConsultationTypesList headingId={id('types-heading')} />
      {form.booked ? (
        <AppointmentStep booked={form.booked} />
      ) : (
        <form
          className="clinic-booking__form clinic-form"
          {...part('form')}
          ref={form.formRef}
          noValidate
          onSubmit={(event) => void form.submit(event)}
          aria-labelledby={id('form-heading')}
          aria-busy={form.submitting}
        >
          <h2 className="clinic-booking__heading" id={id('form-heading')} {...part('heading')}>
            {bookingCopy.formHeading}
          </h2>
          <RequiredNote />
          <AppointmentStep idPrefix={id('picker')} link={form.step} />
          <div className="clinic-form__row">
            <FormField form={form} name="first_name" label={labels.first_name} />
            <FormField form={form} name="last_name" label={labels.last_name} />
          </div>
          <div className="clinic-form__row">
            <FormField form={form} name="email" label={labels.email} />
            <FormField form={form} name="phone" label={labels.phone} />
          </div>
          <FormField form={form} name="message" label={labels.message} />
          <ImageField id={id('image')} label={labels.image} hint={bookingCopy.imageHint} error={form.errors.image}
            inputRef={form.fileRef} onChoose={form.chooseImage} />
          <BotGuardFields id={id('website')} guard={form.guard} />
          <button className="clinic-button" type="submit" {...part('button submit')} disabled={form.submitting}>
            {form.submitting ? bookingCopy.sending : bookingCopy.submit}
          </button>
        </form>
      )}
    </section>
  );
}

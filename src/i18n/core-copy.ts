/**
 * Every word the core components show, in one language: the labels and headings of the booking and
 * contact forms, their inline errors, the client's fallback toasts, the widget's thank-you panel,
 * the consultation types, the toast area and the honeypot. Components read it with useCoreCopy()
 * (core-copy-context.ts); the response mappers of src/responses take its `fallback` part as an
 * argument. English is the default everywhere, word for word as docs/product/*.md has it; the
 * Spanish twin is core-copy.es.ts, loaded on demand by load-core-copy.ts.
 */
import type { Locale } from './locale';
import { bookingCopy, type BookingCopy } from '../booking/booking-copy';
import { thankYouCopy, type ThankYouCopy } from '../booking/thank-you-copy';
import { getInTouchCopy, locationsFormCopy, type GetInTouchCopy, type LocationsFormCopy } from '../contact/contact-copy';
import type { ConsultationType, Tuple } from '../content/types';
import { EMAIL_REQUIRED, IMAGE_REQUIRED, LAST_NAME_REQUIRED, MESSAGE_REQUIRED, NAME_REQUIRED, ONLY_IMAGES, PHONE_REQUIRED, REQUIRED_NOTE } from '../forms/validation-messages';
import type * as validation from '../forms/validation-messages';
import { botGuardCopy, type BotGuardCopy } from '../forms/bot-guard-copy';
import { LOGIN_FAILED, LOGIN_SUCCESS, NETWORK_ERROR, SOMETHING_WENT_WRONG, TRY_AGAIN } from '../responses/fallback-messages';
import type * as fallback from '../responses/fallback-messages';
import { toastCopy, type ToastCopy } from '../toast/toast-copy';
import type { MapContent } from '../treatment-map/map-content';

/** The inline messages of validation-messages.ts, by name. */
export type ValidationMessages = typeof validation;
/** The client's fallback toasts of fallback-messages.ts, by name. */
export type FallbackMessages = typeof fallback;

export interface CoreCopy {
  locale: Locale;
  booking: BookingCopy;
  contact: { getInTouch: GetInTouchCopy; locations: LocationsFormCopy };
  /**
   * The inline messages by name; another language also words here, keyed by their English text,
   * the errors the photo conversion throws as text (image-errors.ts).
   */
  validation: ValidationMessages;
  fallback: FallbackMessages;
  /** the widget's thank-you panel after a booking */
  widget: ThankYouCopy;
  /**
   * The four 'Types of Consultations'. Left out in English, like the map: the list then uses
   * consultation-types.ts itself, so pages without the booking form do not carry them.
   */
  consultationTypes?: Tuple<ConsultationType, 4>;
  toast: ToastCopy;
  botGuard: BotGuardCopy;
  /**
   * The treatment map in this language. Left out in English: the map then uses hotspots.ts
   * itself, so only pages (and the widget part) that show the map carry its words.
   */
  map?: MapContent;
}

export const englishCoreCopy: CoreCopy = {
  locale: 'en',
  booking: bookingCopy,
  contact: { getInTouch: getInTouchCopy, locations: locationsFormCopy },
  // spelled out rather than `import * as`: a module namespace object costs the widget bundle more bytes
  validation: { NAME_REQUIRED, LAST_NAME_REQUIRED, EMAIL_REQUIRED, PHONE_REQUIRED, MESSAGE_REQUIRED, IMAGE_REQUIRED, ONLY_IMAGES, REQUIRED_NOTE },
  fallback: { SOMETHING_WENT_WRONG, TRY_AGAIN, LOGIN_FAILED, NETWORK_ERROR, LOGIN_SUCCESS },
  widget: thankYouCopy,
  toast: toastCopy,
  botGuard: botGuardCopy,
};

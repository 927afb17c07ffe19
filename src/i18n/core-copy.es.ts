/**
 * The core's words in Spanish: the twin of core-copy.ts, gathered from the Spanish twins beside
 * each English copy module. Pages and widgets load it on demand (load-core-copy.ts), so English
 * pages and the widget bundle never carry it.
 */
import type { CoreCopy } from './core-copy';
import { bookingCopy } from '../booking/booking-copy.es';
import { thankYouCopy } from '../booking/thank-you-copy.es';
import { byEnglishText as imageErrors } from '../booking/image-errors.es';
import { getInTouchCopy, locationsFormCopy } from '../contact/contact-copy.es';
import { consultationTypes } from '../content/consultation-types.es';
import * as validation from '../forms/validation-messages.es';
import { botGuardCopy } from '../forms/bot-guard-copy.es';
import * as fallback from '../responses/fallback-messages.es';
import { toastCopy } from '../toast/toast-copy.es';
import { spanishMapContent } from '../treatment-map/map-content.es';

export const spanishCoreCopy: CoreCopy = {
  locale: 'es',
  booking: bookingCopy,
  contact: { getInTouch: getInTouchCopy, locations: locationsFormCopy },
  // the photo conversion throws its errors as English text, not by name: worded here by that text
  validation: { ...validation, ...imageErrors },
  fallback: { ...fallback },
  widget: thankYouCopy,
  consultationTypes,
  toast: toastCopy,
  botGuard: botGuardCopy,
  map: spanishMapContent,
};

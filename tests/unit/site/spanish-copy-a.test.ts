/**
 * The Spanish twins of the treatment pages, the copy of the forms, the account screens and the
 * appointment pages, the header links, the page metadata and the treatment map: complete, with
 * every figure of the English copy, and with no English sentence left behind.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import { describeCopyPairs } from './describe-copy-pairs';
import * as accountChoicesEn from '../../../site/account/account-choices';
import * as accountChoicesEs from '../../../site/account/account-choices.es';
import * as accountCopyEn from '../../../site/account/account-copy';
import * as accountCopyEs from '../../../site/account/account-copy.es';
import * as accountCareCopyEn from '../../../site/account/account-care-copy';
import * as accountCareCopyEs from '../../../site/account/account-care-copy.es';
import * as accountDataWordsEn from '../../../site/account/account-data-words';
import * as accountDataWordsEs from '../../../site/account/account-data-words.es';
import * as changeCopyEn from '../../../site/appointment/appointment-change-copy';
import * as changeCopyEs from '../../../site/appointment/appointment-change-copy.es';
import * as manageCopyEn from '../../../site/appointment/manage-copy';
import * as manageCopyEs from '../../../site/appointment/manage-copy.es';
import * as unsubscribeCopyEn from '../../../site/account/unsubscribe-copy';
import * as unsubscribeCopyEs from '../../../site/account/unsubscribe-copy.es';
import * as navLinksEn from '../../../site/layout/nav-links';
import * as navLinksEs from '../../../site/layout/nav-links.es';
import * as bookingCopyEn from '../../../src/booking/booking-copy';
import * as bookingCopyEs from '../../../src/booking/booking-copy.es';
import * as contactCopyEn from '../../../src/contact/contact-copy';
import * as contactCopyEs from '../../../src/contact/contact-copy.es';
import * as validationEn from '../../../src/forms/validation-messages';
import * as validationEs from '../../../src/forms/validation-messages.es';
import * as imageErrorsEn from '../../../src/booking/image-errors';
import * as imageErrorsEs from '../../../src/booking/image-errors.es';
import * as fallbackEn from '../../../src/responses/fallback-messages';
import * as fallbackEs from '../../../src/responses/fallback-messages.es';
import * as widgetCopyEn from '../../../src/booking/thank-you-copy';
import * as widgetCopyEs from '../../../src/booking/thank-you-copy.es';
import * as pageErrorEn from '../../../site/content/page-error-text';
import * as pageErrorEs from '../../../site/content/page-error-text.es';

/** Names that read the same in Spanish: the brand, the clinic, the practitioner, social networks, loanwords. */
const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', 'Elena Marquez', 'Blog', 'FaceTime', 'Facetime']);

const pairs: CopyPair[] = [
  { name: 'booking-copy', en: bookingCopyEn, translated: bookingCopyEs },
  { name: 'contact-copy', en: contactCopyEn, translated: contactCopyEs },
  { name: 'validation-messages', en: validationEn, translated: validationEs },
  { name: 'image-errors', en: imageErrorsEn, translated: imageErrorsEs },
  { name: 'fallback-messages', en: fallbackEn, translated: fallbackEs },
  { name: 'thank-you-copy', en: widgetCopyEn, translated: widgetCopyEs },
  {
    name: 'account-copy',
    en: accountCopyEn,
    translated: accountCopyEs,
    dataExports: ['REDIRECT_DELAY_MS'],
    calls: {
      'account-copy:registerCopy.stepLabel': [1, 2],
      'account-copy:resetCopy.show': ['Password'],
    },
  },
  {
    name: 'account-care-copy',
    en: accountCareCopyEn,
    translated: accountCareCopyEs,
    calls: {
      'account-care-copy:appointmentsCopy.confirmExplain': ['ana@example.com'],
      'account-care-copy:appointmentsCopy.callBackSent': ['December 1, 2026'],
      'account-care-copy:appointmentsCopy.when': ['Phone call', 'Thursday, December 3 at 10:00 AM'],
      'account-care-copy:appointmentsCopy.yours': ['Thursday, December 3 at 7:00 AM'],
    },
  },
  { name: 'account-data-words', en: accountDataWordsEn, translated: accountDataWordsEs, calls: { 'account-data-words:accountDataWords.closeKept': [10] } },
  {
    name: 'appointment-change-copy',
    en: changeCopyEn,
    translated: changeCopyEs,
    calls: { 'appointment-change-copy:appointmentChangeCopy.yours': ['Thursday, December 3 at 7:00 AM'] },
  },
  {
    name: 'manage-copy',
    en: manageCopyEn,
    translated: manageCopyEs,
    calls: {
      'manage-copy:manageCopy.when': ['Phone call', 'Thursday, December 3 at 10:00 AM'],
      'manage-copy:manageCopy.yours': ['Thursday, December 3 at 7:00 AM'],
    },
  },
  { name: 'unsubscribe-copy', en: unsubscribeCopyEn, translated: unsubscribeCopyEs },
  {
    name: 'account-choices',
    en: accountChoicesEn,
    translated: accountChoicesEs,
    dataExports: ['genders', 'DEFAULT_GENDER', 'referralChoices'],
  },
  { name: 'nav-links', en: navLinksEn, translated: navLinksEs },
  { name: 'page-error-text', en: pageErrorEn, translated: pageErrorEs },
];

describeCopyPairs('Spanish copy (set a)', pairs, { sameInBothLanguages });

describe('values the API receives stay English', () => {
  it('translates only the labels of the gender and referral choices', () => {
    expect(accountChoicesEs.genderChoices.map((c) => c.value)).toEqual(accountChoicesEn.genderChoices.map((c) => c.value));
    expect(accountChoicesEs.genderChoices.map((c) => c.value)).toEqual(['Male', 'Female', 'Other']);
    expect(accountChoicesEs.referralOptions.map((c) => c.value)).toEqual([...accountChoicesEn.referralChoices]);
    expect(accountChoicesEs.genderChoices.map((c) => c.label)).toEqual(['Masculino', 'Femenino', 'Otro']);
  });

  it('keeps the header routes', () => {
    expect(navLinksEs.headerLinks.map((l) => l.to)).toEqual(navLinksEn.headerLinks.map((l) => l.to));
  });
});

describe('the helper finds what it must', () => {
  it('reports a missing string, a lost figure, an untranslated sentence and a list of another length', () => {
    const problems = compareCopy(
      {
        name: 'sample',
        en: { copy: { a: 'Back to work in 24-48 hours', b: 'Thank you!', c: ['One', 'Two'], d: 'Gone', path: '/x' } },
        translated: { copy: { a: 'De vuelta al trabajo en 1-2 días', b: 'Thank you!', c: ['Uno'], d: '', path: '/x' } },
      },
      { sameInBothLanguages: new Set() },
    );
    expect(problems.missing).toEqual(['sample:copy.c: 2 items in English, 1 in the translation', 'sample:copy.d: no translated text']);
    expect(problems.missingFigures).toEqual(['sample:copy: 24', 'sample:copy: 48']);
    expect(problems.untranslated).toEqual(['sample:copy.b: "Thank you!"']);
  });
});

/**
 * The health form in Spanish: its questions, photo consent choices and consent texts
 * (src/health-form/health-form-copy.es.ts) and the calls' answers
 * (server/health-forms/health-form-text.es.ts), the 48-hour reminder mail
 * (server/health-forms/health-form-reminder-mail.es.ts) and the profile panel's words
 * (site/account/health-form-words.es.ts) are complete, keep every figure of the English
 * (the 1470 nm, the 6 months, the 1000 characters) and leave no English sentence behind; every
 * consent version offered has its text in both languages.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import { clinic } from '../../../src/config/clinic';
import * as copyEn from '../../../src/health-form/health-form-copy';
import * as copyEs from '../../../src/health-form/health-form-copy.es';
import * as textEn from '../../../server/health-forms/health-form-text';
import * as textEs from '../../../server/health-forms/health-form-text.es';
import * as reminderEn from '../../../server/health-forms/health-form-reminder-mail';
import * as reminderEs from '../../../server/health-forms/health-form-reminder-mail.es';
import * as wordsEn from '../../../site/account/health-form-words';
import * as wordsEs from '../../../site/account/health-form-words.es';
import { CONSENT_VERSIONS, PHOTO_CONSENTS, TEXT_QUESTIONS, YES_NO_QUESTIONS } from '../../../src/health-form/health-form-shape';

// a mail's signature: the clinic's name and phone
const sameInBothLanguages = new Set(['No', 'SHA-256', `${clinic.clinicName}\n${clinic.phone}`]);

const pairs: CopyPair[] = [
  { name: 'health-form-copy', en: copyEn, translated: copyEs },
  { name: 'health-form-text', en: textEn, translated: textEs },
  {
    name: 'health-form-reminder-mail',
    en: reminderEn,
    translated: reminderEs,
    calls: {
      'health-form-reminder-mail:healthFormReminderText.hello': ['Ana'],
      'health-form-reminder-mail:healthFormReminderText.lead': [Date.parse('2026-12-15T14:00:00.000Z')],
      'health-form-reminder-mail:healthFormReminderText.action': ['https://clinic.example/es/profile'],
    },
  },
  {
    name: 'health-form-words',
    en: wordsEn,
    translated: wordsEs,
    calls: { 'health-form-words:healthFormWords.signedOn': [2, 'March 3, 2024'], 'health-form-words:healthFormWords.download': [2] },
  },
];

describe('Spanish copy (health form)', () => {
  for (const pair of pairs) {
    describe(pair.name, () => {
      const problems = compareCopy(pair, { sameInBothLanguages });
      it('has a Spanish string for every English one', () => {
        expect(problems.missing).toEqual([]);
      });
      it('keeps every figure of the English text', () => {
        expect(problems.missingFigures).toEqual([]);
      });
      it('leaves no English sentence untranslated', () => {
        expect(problems.untranslated).toEqual([]);
      });
    });
  }

  it('words every question, photo choice and consent version in both languages', () => {
    for (const copy of [copyEn.healthFormCopy, copyEs.healthFormCopy]) {
      expect(Object.keys(copy.questions)).toEqual([...YES_NO_QUESTIONS]);
      expect(Object.keys(copy.textQuestions)).toEqual([...TEXT_QUESTIONS]);
      expect(Object.keys(copy.photoConsent.options)).toEqual([...PHOTO_CONSENTS]);
      expect(Object.keys(copy.consents)).toEqual([...CONSENT_VERSIONS]);
    }
    expect(copyEs.healthFormCopy.questions.isotretinoin).toBe('¿Ha tomado isotretinoína (Accutane, Roaccutane) en los últimos 6 meses?');
  });
});

/** The client checks of the account screens (docs/product/validation.md) and the birth-date limit, as pure functions. */
import { describe, expect, it } from 'vitest';
import { isLaterThanAllowed, latestBirthDate, toBirthDateField, toDateInputValue } from '../../../site/account/birth-date';
import { passwordsDiffer, validateNewPassword, validatePersonalDetails, validateProfile } from '../../../site/account/account-validation';
import { REFERRAL_PLACEHOLDER, referralChoices, genders, DEFAULT_GENDER } from '../../../site/account/account-choices';

// 23:30 local time on 15 March 2024: late enough that a UTC "today" would already be the 16th in Miami's west
const now = new Date(2024, 2, 15, 23, 30);

describe('date of birth limit', () => {
  it('is yesterday in local time', () => {
    expect(latestBirthDate(now)).toBe('2024-03-14');
    expect(latestBirthDate(new Date(2024, 2, 1, 0, 5))).toBe('2024-02-29');
    expect(latestBirthDate(new Date(2025, 0, 1, 12))).toBe('2024-12-31');
  });

  it('refuses today and later, and accepts yesterday and before', () => {
    expect(isLaterThanAllowed('2024-03-15', now)).toBe(true);
    expect(isLaterThanAllowed('2030-01-01', now)).toBe(true);
    expect(isLaterThanAllowed('2024-03-14', now)).toBe(false);
    expect(isLaterThanAllowed('1980-07-09', now)).toBe(false);
    expect(isLaterThanAllowed('', now)).toBe(false);
  });

  it('formats a local day for a date input and reads server dates with a time part', () => {
    expect(toDateInputValue(new Date(2009, 8, 3))).toBe('2009-09-03');
    expect(toBirthDateField('1990-04-02T00:00:00.000Z')).toBe('1990-04-02');
    expect(toBirthDateField('1990-04-02')).toBe('1990-04-02');
    expect(toBirthDateField(null)).toBe('');
    expect(toBirthDateField('yesterday')).toBe('');
  });
});

describe('registration choices', () => {
  it('has three genders with Male first and default, and ten referral entries with the placeholder', () => {
    expect(genders).toEqual(['Male', 'Female', 'Other']);
    expect(DEFAULT_GENDER).toBe('Male');
    expect(REFERRAL_PLACEHOLDER).toBe('How did you hear about us?');
    expect([REFERRAL_PLACEHOLDER, ...referralChoices]).toEqual([
      'How did you hear about us?',
      'Another patient',
      'Walk in',
      'Facebook & Instagram',
      'Flyer',
      'Family member',
      'Internet search',
      'Friend',
      'Newspaper',
      'Staff',
    ]);
  });
});

describe('registration step 1 (Next)', () => {
  const filled = { first_name: 'Ana', last_name: 'Lima', dob: '1990-04-02', phone: '3055550100', ref_type: 'Flyer' };

  it('lets a complete step through', () => {
    expect(validatePersonalDetails(filled, now)).toBeNull();
  });

  it.each(['first_name', 'last_name', 'dob', 'phone', 'ref_type'] as const)("asks for every field: %s missing gives 'All fields are required'", (field) => {
    expect(validatePersonalDetails({ ...filled, [field]: '' }, now)).toEqual({ message: 'All fields are required', fields: [field] });
  });

  it('counts whitespace as empty and names every missing field', () => {
    expect(validatePersonalDetails({ ...filled, first_name: '   ', phone: '\t' }, now)).toEqual({
      message: 'All fields are required',
      fields: ['first_name', 'phone'],
    });
  });

  it('treats the referral placeholder as no choice', () => {
    expect(validatePersonalDetails({ ...filled, ref_type: REFERRAL_PLACEHOLDER }, now)?.fields).toEqual(['ref_type']);
  });

  it("refuses a birth date of today or later with 'Invalid Date'", () => {
    expect(validatePersonalDetails({ ...filled, dob: '2024-03-15' }, now)).toEqual({ message: 'Invalid Date', fields: ['dob'] });
    expect(validatePersonalDetails({ ...filled, dob: '2024-03-14' }, now)).toBeNull();
  });
});

describe('profile (Save & Update)', () => {
  const filled = { first_name: 'Ana', last_name: 'Lima', dob: '1990-04-02', phone: '3055550100', email: 'ana@example.com' };

  it('lets a complete profile through', () => {
    expect(validateProfile(filled, now)).toBeNull();
  });

  it.each(['first_name', 'last_name', 'dob', 'phone', 'email'] as const)("asks for every field: %s missing gives 'All fields are required'", (field) => {
    expect(validateProfile({ ...filled, [field]: ' ' }, now)).toEqual({ message: 'All fields are required', fields: [field] });
  });

  it("refuses a birth date of today or later with 'Invalid Date'", () => {
    expect(validateProfile({ ...filled, dob: '2024-03-16' }, now)).toEqual({ message: 'Invalid Date', fields: ['dob'] });
  });
});

describe('passwords', () => {
  it('differ only once the confirmation is non-empty and not equal', () => {
    expect(passwordsDiffer('secret-one', '')).toBe(false);
    expect(passwordsDiffer('secret-one', 'secret-one')).toBe(false);
    expect(passwordsDiffer('secret-one', 'secret-on')).toBe(true);
    expect(passwordsDiffer('', 'x')).toBe(true);
  });

  it('reset needs both fields but not a match', () => {
    expect(validateNewPassword({ password: '', confirm_password: '' })).toEqual({
      message: 'All fields are required',
      fields: ['password', 'confirm_password'],
    });
    expect(validateNewPassword({ password: 'a long password', confirm_password: '' })?.fields).toEqual(['confirm_password']);
    expect(validateNewPassword({ password: 'a long password', confirm_password: 'another one' })).toBeNull();
  });
});

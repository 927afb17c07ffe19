/**
 * The phone rule the forms and the server share (src/forms/phone.ts, docs/product/validation.md):
 * ten digits with spaces, dashes, dots and parentheses anywhere and a leading +1 or 1, reduced to
 * the ten digits; anything else is not a US number.
 */
import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneInput, phoneToSend } from '../../../src/forms/phone';

describe('phoneDigits', () => {
  it.each([
    ['+1 (305) 555-0111', '3055550111'],
    ['3055550111', '3055550111'],
    ['(305) 555-0111', '3055550111'],
    ['305-555-0111', '3055550111'],
    ['305.555.0111', '3055550111'],
    ['305 555 0111', '3055550111'],
    ['  305 555 0111  ', '3055550111'],
    ['+13055550111', '3055550111'],
    ['1 305 555 0111', '3055550111'],
    ['1-305-555-0111', '3055550111'],
    ['+1.305.555.0111', '3055550111'],
    ['(305)5550111', '3055550111'],
  ])('reads %j as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it.each([
    '',
    '+1',
    '305555011', // nine digits
    '30555501112', // eleven, not starting with 1
    '2-305-555-0147',
    '+2 305 555 0111',
    '+3055550111', // a plus that is not +1
    '305+555+0111',
    '+44 20 7946 0958',
    '1+3055550111',
    'call me 3055550111',
    '305-555-0111 ext 2',
    '305/555/0111',
    '３０５５５５０１１１', // full-width digits are not ASCII digits
  ])('refuses %j', (typed) => {
    expect(phoneDigits(typed)).toBeUndefined();
  });
});

describe('phoneToSend', () => {
  it('sends the ten digits of a US number, and anything else trimmed, as typed, for the server to refuse', () => {
    expect(phoneToSend(' +1 (305) 555-0111 ')).toBe('3055550111');
    expect(phoneToSend(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(phoneToSend('   ')).toBe('');
  });
});

describe('phoneInput', () => {
  it('is a tel input with a keypad of digits and the phone autofill: never a number input', () => {
    expect(phoneInput).toEqual({ type: 'tel', inputMode: 'numeric', autoComplete: 'tel' });
  });
});

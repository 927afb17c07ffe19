/**
 * Every row of docs/product/messages.md as the pure mappers see it: an answer (or a failed call, with or without
 * a response) in, the exact toasts out.
 */
import { describe, expect, it } from 'vitest';
import {
  mapConsultationResponse,
  mapContactResponse,
  mapForgotResponse,
  mapLoginResponse,
  mapProfileResponse,
  mapRegisterResponse,
  mapResetResponse,
  isConsultationBooked,
  isContactSent,
  isLoggedIn,
  isProfileSaved,
  isRegistered,
  isResetLinkSent,
  isPasswordReset,
  settle,
  type Outcome,
} from '../../../src/responses';
import { toCallFailure } from '../../../src/api/http-client';

const answer = (data: unknown, status = 200) => ({ ok: true, status, data }) as Outcome<never>;
const httpError = (status: number, data: unknown) => ({ ok: false, failure: { response: { status, data } } }) as Outcome<never>;
const noResponse = { ok: false, failure: {} } as Outcome<never>;
const ok = (message: string) => ({ kind: 'success', message });
const err = (message: string) => ({ kind: 'error', message });

describe('docs/product/messages.md Consultation', () => {
  it('status 200 with success true: a success toast with the server message', () => {
    const outcome = answer({ success: true, message: 'Thank you! We will call you soon.' });
    expect(mapConsultationResponse(outcome)).toEqual([ok('Thank you! We will call you soon.')]);
    expect(isConsultationBooked(outcome)).toBe(true);
  });
  it('success false with errors as an object: one error toast per message', () => {
    const outcome = answer({ success: false, errors: { email: 'Email is required', phone: ['Phone is required', 'Phone must be 10 digits'] } });
    expect(mapConsultationResponse(outcome)).toEqual([err('Email is required'), err('Phone is required'), err('Phone must be 10 digits')]);
    expect(isConsultationBooked(outcome)).toBe(false);
  });
  it('success false with errors as a string: one error toast', () => {
    expect(mapConsultationResponse(answer({ success: false, errors: 'Closed today' }))).toEqual([err('Closed today')]);
  });
  it("success false with no errors: the server message or 'Something went wrong'", () => {
    expect(mapConsultationResponse(answer({ success: false, message: 'Not saved' }))).toEqual([err('Not saved')]);
    expect(mapConsultationResponse(answer({ success: false }))).toEqual([err('Something went wrong')]);
    expect(mapConsultationResponse(answer({ success: false, errors: {} }))).toEqual([err('Something went wrong')]);
  });
  it("HTTP error with a response: the response message or 'Login failed'", () => {
    expect(mapConsultationResponse(httpError(413, { success: false, message: 'The request is too large.' }))).toEqual([err('The request is too large.')]);
    expect(mapConsultationResponse(httpError(500, '<html>oops</html>'))).toEqual([err('Login failed')]);
  });
  it("no response: 'Network error'", () => {
    expect(mapConsultationResponse(noResponse)).toEqual([err('Network error')]);
  });
});

describe('docs/product/messages.md Register', () => {
  it("success '0': one error toast per field, as 'field: first message'", () => {
    const outcome = answer({ success: '0', message: 'Validation error', data: { email: ['The email has already been taken.', 'second'], password: ['The password is too common.'] } });
    expect(mapRegisterResponse(outcome)).toEqual([err('email: The email has already been taken.'), err('password: The password is too common.')]);
    expect(isRegistered(outcome)).toBe(false);
  });
  it("failed request: the server message or 'Something went wrong. Please try again.'", () => {
    expect(mapRegisterResponse(httpError(429, { message: 'Too many attempts.' }))).toEqual([err('Too many attempts.')]);
    expect(mapRegisterResponse(httpError(500, {}))).toEqual([err('Something went wrong. Please try again.')]);
    expect(mapRegisterResponse(noResponse)).toEqual([err('Something went wrong. Please try again.')]);
  });
  it('success: the server message', () => {
    const outcome = answer({ success: '1', message: 'Registration successful. Please sign in.' });
    expect(mapRegisterResponse(outcome)).toEqual([ok('Registration successful. Please sign in.')]);
    expect(isRegistered(outcome)).toBe(true);
  });
});

describe('docs/product/messages.md Sign in', () => {
  it("success 1 with a user: 'Login Success' (docs/product/behaviour.md)", () => {
    const outcome = answer({ success: 1, message: 'Welcome', user: { id: 7 } });
    expect(mapLoginResponse(outcome)).toEqual([ok('Login Success')]);
    expect(isLoggedIn(outcome)).toBe(true);
  });
  it('success 0 with data as a map: each message as an error toast, wrapping single values', () => {
    const outcome = answer({ success: 0, data: { email: 'The email is invalid.', password: ['Too short.', 'Too common.'] } });
    expect(mapLoginResponse(outcome)).toEqual([err('The email is invalid.'), err('Too short.'), err('Too common.')]);
    expect(isLoggedIn(outcome)).toBe(false);
  });
  it('data as a string: that string', () => {
    expect(mapLoginResponse(answer({ success: 0, message: 'ignored', data: 'Invalid email or password.' }))).toEqual([err('Invalid email or password.')]);
  });
  it("other data: 'Something went wrong'", () => {
    expect(mapLoginResponse(answer({ success: 0, message: 'ignored', data: 42 }))).toEqual([err('Something went wrong')]);
    expect(mapLoginResponse(answer({ success: 0, data: ['a list'] }))).toEqual([err('Something went wrong')]);
  });
  it("no data: the message or 'Something went wrong'", () => {
    expect(mapLoginResponse(answer({ success: 0, message: 'Account locked.' }))).toEqual([err('Account locked.')]);
    expect(mapLoginResponse(answer({ success: 0 }))).toEqual([err('Something went wrong')]);
  });
  it("failed request with a response: the server message or 'Login failed'; with no response nothing", () => {
    expect(mapLoginResponse(httpError(429, { success: 0, message: 'Too many attempts. Please wait a minute.' }))).toEqual([err('Too many attempts. Please wait a minute.')]);
    expect(mapLoginResponse(httpError(401, null))).toEqual([err('Login failed')]);
    expect(mapLoginResponse(noResponse)).toEqual([]);
  });
});

describe('docs/product/messages.md Forgot password', () => {
  it('success 1: the message', () => {
    const outcome = answer({ success: 1, message: 'If that e-mail is registered, a reset link is on its way.' });
    expect(mapForgotResponse(outcome)).toEqual([ok('If that e-mail is registered, a reset link is on its way.')]);
    expect(isResetLinkSent(outcome)).toBe(true);
  });
  it('success 0 with a map: each message', () => {
    expect(mapForgotResponse(answer({ success: 0, data: { email: ['The email must be a valid email address.'] } }))).toEqual([err('The email must be a valid email address.')]);
  });
  it('string data: the response message', () => {
    expect(mapForgotResponse(answer({ success: 0, message: 'We could not send the e-mail.', data: 'mail failed' }))).toEqual([err('We could not send the e-mail.')]);
  });
  it("no data: the message or 'Something went wrong'", () => {
    expect(mapForgotResponse(answer({ success: 0, message: 'Try later.' }))).toEqual([err('Try later.')]);
    expect(mapForgotResponse(answer({ success: 0 }))).toEqual([err('Something went wrong')]);
  });
  it("failed request: the server message or 'Something went wrong. Please try again.'", () => {
    expect(mapForgotResponse(httpError(429, { message: 'Too many requests.' }))).toEqual([err('Too many requests.')]);
    expect(mapForgotResponse(httpError(502, 'Bad gateway'))).toEqual([err('Something went wrong. Please try again.')]);
    expect(mapForgotResponse(noResponse)).toEqual([err('Something went wrong. Please try again.')]);
  });
});

describe.each([
  ['Contact', mapContactResponse, isContactSent],
  ['Reset', mapResetResponse, isPasswordReset],
] as const)('docs/product/messages.md Contact and reset: %s', (_name, map, isDone) => {
  it('success false with errors as an object: one error toast per message (values may be lists)', () => {
    expect(map(answer({ success: false, errors: { password: ['Too short.', 'Too common.'], email: 'Unknown link.' } }))).toEqual([
      err('Too short.'),
      err('Too common.'),
      err('Unknown link.'),
    ]);
  });
  it('errors as a string: one toast', () => {
    expect(map(answer({ success: false, errors: 'This link has expired.' }))).toEqual([err('This link has expired.')]);
  });
  it("otherwise the message or 'Something went wrong'", () => {
    expect(map(answer({ success: false, message: 'Not now.' }))).toEqual([err('Not now.')]);
    expect(map(answer({ success: false }))).toEqual([err('Something went wrong')]);
  });
  it("network or HTTP error: the server message or 'Something went wrong. Please try again.'", () => {
    expect(map(httpError(429, { message: 'Slow down.' }))).toEqual([err('Slow down.')]);
    expect(map(httpError(500, ''))).toEqual([err('Something went wrong. Please try again.')]);
    expect(map(noResponse)).toEqual([err('Something went wrong. Please try again.')]);
  });
  it('success shows the server message as a success toast', () => {
    const outcome = answer({ success: true, message: 'Done.' });
    expect(map(outcome)).toEqual([ok('Done.')]);
    expect(isDone(outcome)).toBe(true);
  });
});

describe('docs/product/messages.md Profile (success equal to 1 is ok, false is failure, docs/product/api.md)', () => {
  it('success 1: the message', () => {
    const outcome = answer({ success: 1, message: 'Profile updated', user: { id: 1 } });
    expect(mapProfileResponse(outcome)).toEqual([ok('Profile updated')]);
    expect(isProfileSaved(outcome)).toBe(true);
  });
  it("failure: a toast for each error, as 'field: message'", () => {
    const outcome = answer({ success: false, errors: { phone: 'The phone must be 10 digits.', dob: ['The dob must be a date before today.'] } });
    expect(mapProfileResponse(outcome)).toEqual([err('phone: The phone must be 10 digits.'), err('dob: The dob must be a date before today.')]);
    expect(isProfileSaved(outcome)).toBe(false);
  });
  it("network error: the server message or 'Something went wrong. Please try again.'", () => {
    expect(mapProfileResponse(httpError(403, { success: false, message: 'You can only change your own profile.' }))).toEqual([err('You can only change your own profile.')]);
    expect(mapProfileResponse(noResponse)).toEqual([err('Something went wrong. Please try again.')]);
  });
});

describe('settle', () => {
  it('turns an answer, a refusal and a lost call into the three outcomes', async () => {
    await expect(settle(Promise.resolve({ status: 201, data: { success: true }, headers: new Headers() }))).resolves.toEqual({ ok: true, status: 201, data: { success: true } });
    // redaxios rejects with the response itself for a status outside 2xx
    await expect(settle(Promise.reject({ status: 429, data: { message: 'Slow down.' } }))).resolves.toEqual({ ok: false, failure: { response: { status: 429, data: { message: 'Slow down.' } } } });
    await expect(settle(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({ ok: false, failure: toCallFailure(new TypeError('x')) });
    expect(toCallFailure(new TypeError('x'))).toEqual({});
  });
});

/**
 * The words of every account e-mail (reset link, an existing account, a changed password). Plain
 * text: it reads everywhere, and a reset link in plain text cannot hide where it goes.
 */
import { clinic } from '../../src/config/clinic';
import type { OutgoingMail } from '../mail/outbox-repository';
import { greetingName } from '../validation/person-name';

/** Greets by the name's letters only (validation/person-name.ts); a name with none is left out. */
const hello = (firstName: string): string => {
  const name = greetingName(firstName);
  return name ? `Hello ${name},` : 'Hello,';
};

const signature = `${clinic.clinicName}\n${clinic.phone}`;

// Built once: constructing an Intl formatter costs far more than using one.
const clinicTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' });

function formatClinicTime(ms: number): string {
  return clinicTimeFormat.format(new Date(ms));
}

export function resetLinkMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    kind: 'password_reset',
    to,
    subject: `Reset your ${clinic.clinicName} password`,
    text: [
      hello(firstName),
      '',
      `We received a request to reset the password of your ${clinic.clinicName} account. Open this link within 60 minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      signature,
    ].join('\n'),
  };
}

/**
 * Sent instead of an error when someone registers with an address that already has an account: the
 * register answer is the same as for a new account, so it tells nobody whether a person is a patient.
 */
export function accountExistsMail(to: string, firstName: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'account_exists',
    to,
    subject: `Someone tried to register with your ${clinic.clinicName} e-mail`,
    text: [
      hello(firstName),
      '',
      `Someone just tried to create a ${clinic.clinicName} account with this e-mail address. You already have an account, so nothing was changed.`,
      '',
      `If it was you, sign in here: ${siteUrl}/signin`,
      `Forgot your password? Choose a new one here: ${siteUrl}/forgot-password`,
      '',
      `If it was not you, you can ignore this e-mail: your account and password stay as they are.`,
      '',
      signature,
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, firstName: string, when: number, siteUrl: string): OutgoingMail {
  return {
    kind: 'password_changed',
    to,
    subject: `Your ${clinic.clinicName} password was changed`,
    text: [
      hello(firstName),
      '',
      `The password of your ${clinic.clinicName} account was changed on ${formatClinicTime(when)} (Miami time), and every other device was signed out.`,
      '',
      `If this was you, there is nothing more to do. If it was not, choose a new password now at ${siteUrl}/forgot-password and call us at ${clinic.phone}.`,
      '',
      signature,
    ].join('\n'),
  };
}

/**
 * The link that confirms her e-mail (on registration, after an e-mail change, or asked for again
 * from her profile): until she opens it, her profile lists none of her appointments, so nobody who
 * typed her address into a form can see them.
 */
export function verifyEmailMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    kind: 'email_verification',
    to,
    subject: `Confirm your ${clinic.clinicName} e-mail`,
    text: [
      hello(firstName),
      '',
      `Please confirm that this is the e-mail address of your ${clinic.clinicName} account. Open this link within 48 hours:`,
      '',
      link,
      '',
      'Once it is confirmed, your profile shows the consultations booked under this address. The link works once. If you did not make an account with us, ignore this e-mail.',
      '',
      signature,
    ].join('\n'),
  };
}

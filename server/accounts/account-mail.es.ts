/**
 * The patient's e-mails in Spanish: the twin of account-mail.ts, for accounts made on the Spanish
 * site. Links lead to the Spanish pages (/es/signin, /es/forgot-password; the reset link is built
 * by password-reset.ts). The clinic's own notices stay in English (staff read English).
 */
import { clinic } from '../../src/config/clinic';
import type * as en from './account-mail';
import { greetingName } from '../validation/person-name';

/** Greets by the name's letters only (validation/person-name.ts); a name with none is left out. */
const hola = (firstName: string): string => {
  const name = greetingName(firstName);
  return name ? `Hola, ${name}:` : 'Hola:';
};

const signature = `${clinic.clinicName}\n${clinic.phone}`;

const clinicTimeFormat = new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' });

export const resetLinkMail: typeof en.resetLinkMail = (to, firstName, link) => ({
  kind: 'password_reset',
  to,
  subject: `Restablezca su contraseña de ${clinic.clinicName}`,
  text: [
    hola(firstName),
    '',
    `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${clinic.clinicName}. Abra este enlace en los próximos 60 minutos para elegir una contraseña nueva:`,
    '',
    link,
    '',
    'El enlace funciona una sola vez. Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
    '',
    signature,
  ].join('\n'),
});

export const accountExistsMail: typeof en.accountExistsMail = (to, firstName, siteUrl) => ({
  kind: 'account_exists',
  to,
  subject: `Alguien intentó registrarse con su correo de ${clinic.clinicName}`,
  text: [
    hola(firstName),
    '',
    `Alguien acaba de intentar crear una cuenta de ${clinic.clinicName} con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no se cambió nada.`,
    '',
    `Si fue usted, inicie sesión aquí: ${siteUrl}/es/signin`,
    `¿Olvidó su contraseña? Elija una nueva aquí: ${siteUrl}/es/forgot-password`,
    '',
    'Si no fue usted, puede ignorar este correo: su cuenta y su contraseña siguen igual.',
    '',
    signature,
  ].join('\n'),
});

export const passwordChangedMail: typeof en.passwordChangedMail = (to, firstName, when, siteUrl) => ({
  kind: 'password_changed',
  to,
  subject: `Se cambió su contraseña de ${clinic.clinicName}`,
  text: [
    hola(firstName),
    '',
    `La contraseña de su cuenta de ${clinic.clinicName} se cambió el ${clinicTimeFormat.format(new Date(when))} (hora de Miami), y se cerró la sesión en todos los demás dispositivos.`,
    '',
    `Si fue usted, no tiene que hacer nada más. Si no fue usted, elija una contraseña nueva ahora en ${siteUrl}/es/forgot-password y llámenos al ${clinic.phone}.`,
    '',
    signature,
  ].join('\n'),
});

export const verifyEmailMail: typeof en.verifyEmailMail = (to, firstName, link) => ({
  kind: 'email_verification',
  to,
  subject: `Confirme su correo de ${clinic.clinicName}`,
  text: [
    hola(firstName),
    '',
    `Confirme, por favor, que esta es la dirección de correo electrónico de su cuenta de ${clinic.clinicName}. Abra este enlace en las próximas 48 horas:`,
    '',
    link,
    '',
    'Una vez confirmada, su perfil muestra las consultas reservadas con esta dirección. El enlace funciona una sola vez. Si usted no creó una cuenta con nosotros, ignore este correo.',
    '',
    signature,
  ].join('\n'),
});

/** What the certificate calls say: the public check in the request's language, revoking (staff) in English like the staff side. */
export const certificateMessages = {
  en: { unknown: 'There is no certificate with this number.', notYours: 'There is no certificate for this enrollment yet.' },
  es: { unknown: 'No existe ningún certificado con este número.', notYours: 'Esta inscripción aún no tiene certificado.' },
  staff: {
    unknown: 'No certificate has this number.',
    badReason: 'Please give the reason for revoking in up to 500 characters, on one line.',
    revoked: 'Certificate revoked. Its verification page now says so.',
    already: 'This certificate was already revoked.',
  },
};

export const certificateMessagesFor = (locale: string) => (locale === 'es' ? certificateMessages.es : certificateMessages.en);

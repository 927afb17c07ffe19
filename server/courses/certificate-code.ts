/**
 * A certificate's number: 20 characters of Crockford's base32 (100 random bits) from the system's
 * CSPRNG, so nobody finds another person's certificate by counting or guessing, and it reads aloud
 * and prints without 0/O or 1/I/L confusion.
 */
import crypto from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 20;
const SHAPE = new RegExp(`^[${ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

export function newCertificateCode(): string {
  // 32 letters divide 256 exactly, so taking each byte modulo 32 favours none
  return Array.from(crypto.randomBytes(CERTIFICATE_CODE_LENGTH), (byte) => ALPHABET[byte % 32]).join('');
}

/** Whether a string could be a certificate's number: anything else is answered 404 without a query. */
export const isCertificateCode = (value: string): boolean => SHAPE.test(value);

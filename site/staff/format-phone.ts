/** Ten stored digits as a US number is read: (305) 555-0147. */
export function formatPhone(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

export function phoneHref(digits: string): string {
  return /^\d{10}$/.test(digits) ? `tel:+1${digits}` : `tel:${digits}`;
}

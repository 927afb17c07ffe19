/**
 * A US phone number as people type it (docs/product/validation.md): ten digits, with spaces,
 * dashes, dots and parentheses anywhere and a leading +1 (or 1). The forms send its ten digits and
 * the server applies this same rule (server/validation/field-schemas.ts) and stores them.
 */

/** '+1 (305) 555-0111' → '3055550111'; undefined when the text is not a US number. */
export const phoneDigits = (typed: string): string | undefined => /^(?:\+?1)?(\d{10})$/.exec(typed.replace(/[\s().-]/g, ''))?.[1];

/** What a form sends for its phone field: the ten digits, or the text trimmed for the server to refuse with its message. */
export const phoneToSend = (typed: string): string => phoneDigits(typed) ?? typed.trim();

/**
 * Every phone input's attributes: text a person can format (a number input drops '+1 (305) …' and
 * the mouse wheel changes its value), a keypad of digits, and the browser's autofill.
 */
export const phoneInput = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' } as const;

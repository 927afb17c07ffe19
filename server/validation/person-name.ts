/**
 * A person's name as the clinic takes it and greets by it. A name field is where a bot puts a link or
 * a number to call ("Billing alert call 5550100"), so that the clinic's own mail, opening
 * "Hello {first name},", carries it to whatever address was typed: a name holding a web address, an
 * e-mail address or a phone number (seven digits or more, spaces, dots, dashes and parentheses
 * between them) is refused, and every greeting uses only the name's letters.
 */
const WEB_ADDRESS = /:\/\/|\bwww\.|[\p{L}\p{N}-]\.(com|net|org|info|biz|io|co|us|me|ly|xyz|top|link|click|site|online|app|ru|cn)\b/iu;
const PHONE_NUMBER = /\d(?:[\s.()-]*\d){6,}/;

/** Whether `name` is a name and nothing else: no web or e-mail address, no phone number. */
export function isPlainName(name: string): boolean {
  return !WEB_ADDRESS.test(name) && !name.includes('@') && !PHONE_NUMBER.test(name);
}

const GREETING_MAX = 40;

/**
 * The name a mail greets by: letters, marks, spaces, apostrophes, hyphens and periods only, at
 * most 40 characters; '' when nothing is left (the greeting then names nobody).
 */
export function greetingName(firstName: string): string {
  const kept = firstName.replace(/[^\p{L}\p{M}\s'’.-]/gu, ' ').replace(/\s+/g, ' ').trim();
  return [...kept].slice(0, GREETING_MAX).join('').trim();
}

import { staffCopy, type StaffLeadLanguage } from '../staff-copy';

/**
 * The language a lead was sent in, as a word in a pill (Spanish stands out, so staff answer in it).
 * An unknown code is shown as it is.
 */
export function LanguageBadge({ language }: { language: string }) {
  const name = staffCopy.languages[language as StaffLeadLanguage] ?? language;
  return <span className={`language-badge language-badge--${language === 'es' ? 'es' : 'en'}`}>{name}</span>;
}

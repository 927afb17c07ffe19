/** The site's main call to action (docs/product/overview.md): 'Book a free consultation', always to /consultation. */
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink } from '../i18n/site-locale-context';
import '../styles/buttons.css';

export function ConsultationButton({ variant = 'primary', label }: { variant?: 'primary' | 'outline' | 'light'; label?: string }) {
  const { CONSULTATION_CTA } = useCopy('layout', englishLayout);
  return (
    <LocaleLink className={`btn btn-${variant}`} to="/consultation">
      {label ?? CONSULTATION_CTA}
    </LocaleLink>
  );
}

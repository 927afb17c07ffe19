/** The site's main call to action (docs/product/overview.md): 'Book a free consultation', always to /consultation. */
import { Link } from 'react-router-dom';
import { CONSULTATION_CTA } from '../layout/nav-links';
import '../styles/buttons.css';

export function ConsultationButton({ variant = 'primary', label = CONSULTATION_CTA }: { variant?: 'primary' | 'outline' | 'light'; label?: string }) {
  return (
    <Link className={`btn btn-${variant}`} to="/consultation">
      {label}
    </Link>
  );
}

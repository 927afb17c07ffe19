/**
 * The header's links in Spanish: the twin of nav-links.ts (the paths stay the same). Shorter than the
 * pages' own names so the Spanish header fits one row on a 1280 px screen.
 */
import type * as en from './nav-links';

export const headerLinks: typeof en.headerLinks = [
  { to: '/treatments', label: 'Tratamientos' },
  { to: '/trainings', label: 'Capacitación' },
  { to: '/locations', label: 'Ubicación' },
  { to: '/faqs', label: 'Preguntas' },
  { to: '/team', label: 'Equipo' },
  { to: '/blog', label: 'Blog' },
];

export const CONSULTATION_CTA: typeof en.CONSULTATION_CTA = 'Reserve una consulta gratuita';

export const MOBILE_MENU_LABEL: typeof en.MOBILE_MENU_LABEL = 'Menú';

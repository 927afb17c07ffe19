/** The header's links in Spanish: the twin of nav-links.ts (the paths stay the same). */
import type * as en from './nav-links';

export const headerLinks: typeof en.headerLinks = [
  { to: '/treatments', label: 'Tratamientos' },
  { to: '/trainings', label: 'Capacitación' },
  { to: '/locations', label: 'Ubicación' },
  { to: '/faqs', label: 'Preguntas frecuentes' },
  { to: '/team', label: 'Nuestro equipo' },
  { to: '/blog', label: 'Blog' },
];

export const CONSULTATION_CTA: typeof en.CONSULTATION_CTA = 'Reserve una consulta gratuita';

export const MOBILE_MENU_LABEL: typeof en.MOBILE_MENU_LABEL = 'Menú';

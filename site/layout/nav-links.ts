/** The header's links (docs/product/screens.md, Header), shared by the desktop bar and the mobile menu. */
export const headerLinks: readonly { to: string; label: string }[] = [
  { to: '/treatments', label: 'Treatments' },
  { to: '/trainings', label: 'Training' },
  { to: '/locations', label: 'Locations' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Blog' },
];

export const CONSULTATION_CTA: string = 'Book a free consultation';

/** the phone menu's name for screen readers */
export const MOBILE_MENU_LABEL: string = 'Menu';

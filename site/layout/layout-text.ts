/**
 * The words of the header, the phone menu and the footer that are not links to pages
 * (docs/product/screens.md, Header and Footer). The Spanish twin is layout-text.es.ts.
 */
import { clinic } from '../../src/config/clinic';
import type { TreatmentArea } from '../../src/config/treatment-areas';

export interface LayoutText {
  skipToContent: string;
  homeLink: string;
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  closeMenu: string;
  signInIcon: string;
  footerAbout: string;
  treatmentsHeading: string;
  clinicHeading: string;
  contactHeading: string;
  socialMedia: string;
  comingSoon: string;
  legal: string;
  clinicLinks: readonly { to: string; label: string }[];
  /** the footer's treatment links, when not the areas' own (English) names */
  treatmentNames?: Readonly<Record<TreatmentArea['slug'], string>>;
  /** the link to this page in the other language: its name, and the short code the header shows */
  otherLanguage: { label: string; code: string };
  /** the header's consultation button: shorter than the menu's where the header has no room */
  headerCta?: string;
  /** the same button on a phone, where the header keeps it beside the menu in a word or two */
  headerCtaShort: string;
}

export const layoutText: LayoutText = {
  skipToContent: 'Skip to content',
  homeLink: `${clinic.clinicName} home`,
  mainNav: 'Main',
  headerCtaShort: 'Book now',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signInIcon: 'Sign In',
  footerAbout: `Non-surgical laser skin tightening and contouring in Miami, led by ${clinic.practitioner.name}, a board-certified family nurse practitioner. Patients from across Florida, and online consultations for those further away.`,
  treatmentsHeading: 'Treatments',
  clinicHeading: 'Clinic',
  contactHeading: 'Contact',
  socialMedia: 'Social media',
  comingSoon: 'coming soon',
  legal: 'Individual results vary; every treatment starts with a consultation.',
  clinicLinks: [
    { to: '/faqs', label: 'FAQs' },
    { to: '/trainings', label: 'Training' },
    { to: '/locations', label: 'Locations' },
    { to: '/team', label: 'Our Team' },
    { to: '/blog', label: 'Blog' },
    { to: '/consultation', label: 'Book a free consultation' },
    { to: `/${clinic.slug}-miami`, label: `${clinic.brand} Miami` },
    { to: `/${clinic.slug}-florida`, label: `${clinic.brand} Florida` },
  ],
  otherLanguage: { label: 'Español', code: 'ES' },
};

/** Inline SVG icons (no icon font, no request). Decorative unless given a title. */
import { ContactIcon } from '../../src/contact/contact-icons';
interface IconProps {
  size?: number;
}

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export const UserIcon = ({ size = 22 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

export const MenuIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const CloseIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

// Contact and social icons are the core components' own, so the site and the widgets draw them alike.
export const PhoneIcon = () => <ContactIcon name="phone" />;
export const MailIcon = () => <ContactIcon name="mail" />;
export const PinIcon = () => <ContactIcon name="pin" />;
export const SocialIcon = ({ name }: { name: string }) => <ContactIcon name={name} />;

/**
 * The clinic's facts, in one place. docs/product/README.md redacts the practitioner's name, the phone and the
 * e-mail; these defaults are deliberately fictional (a 555 number, an example.com address) so a
 * clinic replaces them here and nowhere else.
 */
export interface ClinicAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'YouTube' | 'TikTok';
  /** Empty until the clinic has the account; the icon then shows without a link. */
  url: string;
}

export interface ClinicConfig {
  brand: string;
  slug: string;
  clinicName: string;
  practitioner: {
    name: string;
    credentials: string;
    titles: readonly string[];
    yearsExperience: number;
    procedures: string;
  };
  phone: string;
  phoneHref: string;
  email: string;
  address: ClinicAddress;
  geo: { lat: number; lng: number };
  mapsUrl: string;
  mapsEmbedUrl: string;
  openingHours: readonly { days: string; opens: string; closes: string; schema: string }[];
  social: readonly SocialLink[];
  logoPath: string;
}

const address: ClinicAddress = {
  street: '1450 Brickell Avenue, Suite 2100',
  city: 'Miami',
  region: 'FL',
  postalCode: '33131',
  country: 'US',
};

const addressLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
const encodedAddress = encodeURIComponent(addressLine);

/**
 * What the core components show (brand, phone, e-mail, map link, social icons), also on its own:
 * the widget bundle a partner page downloads takes these without the rest of the config.
 */
export const clinicContact: Pick<ClinicConfig, 'brand' | 'phone' | 'phoneHref' | 'email' | 'mapsUrl' | 'social'> = {
  brand: 'Endolift',
  phone: '(305) 555-0147',
  phoneHref: 'tel:+13055550147',
  email: 'consult@example.com',
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodedAddress}`,
  social: [
    { name: 'Facebook', url: '' },
    { name: 'Instagram', url: '' },
    { name: 'YouTube', url: '' },
    { name: 'TikTok', url: '' },
  ],
};

const slug = 'endolift';

export const clinic: ClinicConfig = {
  ...clinicContact,
  slug,
  clinicName: 'Endolift Miami',
  practitioner: {
    name: 'Elena Marquez',
    credentials: 'FNP-BC',
    titles: ['Clinical Director', 'Lead practitioner', 'Master Trainer'],
    yearsExperience: 11,
    procedures: '10,000+',
  },
  address,
  geo: { lat: 25.7602, lng: -80.1934 },
  mapsEmbedUrl: `https://www.google.com/maps?q=${encodedAddress}&output=embed`,
  openingHours: [
    { days: 'Monday to Friday', opens: '09:00', closes: '18:00', schema: 'Mo-Fr 09:00-18:00' },
    { days: 'Saturday', opens: '10:00', closes: '15:00', schema: 'Sa 10:00-15:00' },
  ],
  logoPath: '/images/logo.svg',
};

export const clinicAddressLine = addressLine;

/** API paths carry the brand slug: /api/endolift-register and so on. */
export const apiPath = (call: string): string => `/api/${slug}-${call}`;

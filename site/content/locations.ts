/** Copy of the locations page (/locations): contact card, map facade and contact forms. */
import { clinic } from '../../src/config/clinic';
import type { LocationsContent } from './types';

export const locations: LocationsContent = {
  contactCard: {
    title: `Visit ${clinic.clinicName}`,
    intro: `Our clinic is in ${clinic.address.city}, welcoming patients from across Florida. Call, write or drop by: we are happy to answer your questions before you book, and online consultations are available if you live further away.`,
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    addressLabel: 'Address',
    hoursLabel: 'Opening hours',
    socialLabel: 'Follow us',
  },
  openingHours: clinic.openingHours,
  map: {
    title: 'Find Us',
    caption: `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`,
    openLabel: 'Open in Maps',
    loadLabel: 'Show interactive map',
    newTab: '(opens in a new tab)',
  },
  formLabel: 'Contact form',
};

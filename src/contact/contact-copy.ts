/** Every visible sentence of the two contact forms, in one place. */
import { clinicContact } from '../config/clinic';

export interface GetInTouchCopy {
  heading: string;
  intro: string;
  labels: Record<'name' | 'email' | 'phone' | 'message', string>;
  submit: string;
  sending: string;
  detailsHeading: string;
  phoneLabel: string;
  emailLabel: string;
  addressLabel: string;
  socialLabel: string;
  socialComingSoon: string;
}

export interface LocationsFormCopy {
  heading: string;
  labels: Record<'first_name' | 'last_name' | 'email' | 'phone' | 'message', string>;
  submit: string;
  sending: string;
}

export const getInTouchCopy: GetInTouchCopy = {
  heading: 'Get In Touch',
  intro: `Questions about ${clinicContact.brand}, recovery or cost? Send us a note and our team will get back to you.`,
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'How can we help you?',
  },
  submit: 'Submit',
  sending: 'Sending…',
  detailsHeading: 'Contact details',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  socialLabel: 'Social media',
  socialComingSoon: 'coming soon',
};

export const locationsFormCopy: LocationsFormCopy = {
  heading: 'Send us a message',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
  },
  submit: 'Submit',
  sending: 'Sending…',
};

/** The two contact forms in Spanish: the twin of contact-copy.ts. */
import { clinicContact } from '../config/clinic';
import type * as en from './contact-copy';

export const getInTouchCopy: typeof en.getInTouchCopy = {
  heading: 'Póngase en contacto',
  intro: `¿Tiene preguntas sobre ${clinicContact.brand}, la recuperación o el costo? Escríbanos y nuestro equipo le responderá.`,
  labels: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: '¿En qué podemos ayudarle?',
  },
  submit: 'Enviar',
  sending: 'Enviando…',
  detailsHeading: 'Datos de contacto',
  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección',
  socialLabel: 'Redes sociales',
  socialComingSoon: 'próximamente',
};

export const locationsFormCopy: typeof en.locationsFormCopy = {
  heading: 'Envíenos un mensaje',
  labels: {
    first_name: 'Nombre',
    last_name: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
  },
  submit: 'Enviar',
  sending: 'Enviando…',
};

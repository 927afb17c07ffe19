/** Spanish copy of the locations page (/locations), twin of locations.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './locations';

/** The clinic's hours with the days in Spanish; the times and schema.org values stay as they are. */
const days: Readonly<Record<string, string>> = {
  'Monday to Friday': 'De lunes a viernes',
  Saturday: 'Sábado',
};

export const locations: typeof en.locations = {
  contactCard: {
    title: `Visite ${clinic.clinicName}`,
    intro: `Nuestra clínica está en ${clinic.address.city} y recibe a pacientes de toda Florida. Llámenos, escríbanos o pase a vernos: con gusto respondemos sus preguntas antes de que reserve, y si vive lejos, ofrecemos consultas en línea.`,
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
    addressLabel: 'Dirección',
    hoursLabel: 'Horario de atención',
    socialLabel: 'Síganos',
  },
  openingHours: clinic.openingHours.map((hours) => ({ ...hours, days: days[hours.days] ?? hours.days })),
  map: {
    title: 'Cómo llegar',
    caption: `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`,
    openLabel: 'Abrir en Mapas',
    loadLabel: 'Mostrar el mapa interactivo',
    newTab: '(se abre en una pestaña nueva)',
  },
  formLabel: 'Formulario de contacto',
};

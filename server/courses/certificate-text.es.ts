/** Lo que dice el certificado de asistencia, en español (certificate-text.ts es el inglés). */
import { clinic } from '../../src/config/clinic';
import { COURSE_ZONE } from './course-time';
import type { CertificateText } from './certificate-text';

const dayFormat = new Intl.DateTimeFormat('es-US', { timeZone: COURSE_ZONE, dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COURSE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const certificateText: CertificateText = {
  fileName: (code: string) => `certificado-de-asistencia-${code}.pdf`,
  title: 'Certificado de Asistencia',
  certifies: 'Se certifica que',
  attended: `asistió al curso de un día de Capacitación y certificación en ${clinic.brand}`,
  courseName: `Capacitación y certificación en ${clinic.brand}`,
  day: (start: number) => dayFormat.format(new Date(start)),
  hours: (start: number, end: number, hours: number) =>
    `de ${timeFormat.format(new Date(start))} a ${timeFormat.format(new Date(end))} (hora de Miami), ${hours} ${hours === 1 ? 'hora' : 'horas'} de formación`,
  at: `en ${clinic.clinicName}, ${clinic.address.city}, ${clinic.address.region}`,
  trainer: `${clinic.practitioner.name}, ${clinic.practitioner.credentials}`,
  trainerTitle: 'Master Trainer (instructora principal)',
  numberLabel: 'Número de certificado',
  verify: 'Verifique este certificado en',
};

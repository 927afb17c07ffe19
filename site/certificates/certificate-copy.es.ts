/** La página de verificación de certificados, en español (certificate-copy.ts es el inglés). */
import { clinic } from '../../src/config/clinic';
import type { CertificateCopy } from './certificate-copy';

export const certificateCopy: CertificateCopy = {
  title: 'Certificado de asistencia',
  lead: `Esta página confirma un certificado de asistencia emitido por ${clinic.clinicName} para su curso de capacitación de un día en ${clinic.brand}.`,
  valid: 'Válido',
  validNote: 'Este certificado es auténtico: la persona indicada abajo asistió al curso en la fecha que se muestra.',
  revoked: 'Revocado',
  revokedNote: (date: string) => `La clínica revocó este certificado el ${date}. Ya no acredita la asistencia.`,
  name: 'Nombre',
  courseDate: 'Día del curso',
  number: 'Número de certificado',
  unknownTitle: 'Certificado no encontrado',
  unknown: 'No existe ningún certificado con este número. Compruebe el número tal como aparece impreso o vuelva a escanear el código QR del certificado.',
  failed: 'No pudimos verificar este certificado en este momento. Inténtelo de nuevo en unos instantes.',
  checking: 'Verificando el certificado…',
  questions: `¿Preguntas sobre un certificado? Llame a ${clinic.clinicName} al ${clinic.phone}.`,
};

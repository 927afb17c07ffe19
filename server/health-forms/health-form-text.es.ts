/** The health form calls' answers in Spanish: the twin of health-form-text.ts. */
import type { HealthFormText } from './health-form-text';

export const healthFormText: HealthFormText = {
  confirmFirst: 'Confirme primero su correo electrónico: abra el enlace que le enviamos.',
  notInAccount: 'Esta cita no está en su cuenta.',
  notInPerson: 'El formulario de salud solo hace falta para una visita en persona.',
  noSuchVersion: 'Esta versión de su formulario de salud no existe.',
  cannotSign: 'Esta cita se canceló o ya tuvo lugar: su formulario de salud ya no se puede cambiar.',
  answersInvalid: 'Responda cada pregunta con sí o no.',
  textTooLong: 'Medicamentos y alergias pueden tener como máximo 1000 caracteres cada uno.',
  photoConsentInvalid: 'Elija qué se puede hacer con las fotos de la zona tratada.',
  consentOutdated: 'El texto de consentimiento cambió desde que abrió el formulario. Léalo de nuevo y firme.',
  consentNotAccepted: 'Acepte el consentimiento para el tratamiento antes de firmar.',
  nameInvalid: 'Escriba su nombre completo (de 2 a 120 caracteres) para firmar.',
  changedMeanwhile: 'Su formulario de salud se cambió en el mismo momento en otro lugar. Ábralo de nuevo.',
  signed: 'Gracias: su formulario de salud está firmado.',
  cannotOpen: 'Su formulario de salud no se puede leer ahora. La clínica ya está avisada; inténtelo más tarde.',
};

/** The health form panel's own words on her profile, in Spanish: the twin of health-form-words.ts. */
import type { HealthFormWords } from './health-form-words';

export const healthFormWords: HealthFormWords = {
  open: 'Formulario de salud y consentimiento',
  close: 'Cerrar el formulario de salud',
  loading: 'Cargando su formulario de salud…',
  failed: 'No se pudo cargar su formulario de salud. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  notSigned: 'Aún sin firmar. Rellénelo antes de su visita.',
  signedOn: (version, when) => `Firmado el ${when} (versión ${version}).`,
  flagged: 'La doctora revisará con usted algunas de sus respuestas antes del tratamiento.',
  agree: 'He leído el consentimiento para el tratamiento y lo acepto.',
  sign: 'Firmar',
  signAgain: 'Firmar el formulario cambiado',
  signing: 'Firmando…',
  locked: 'Esta cita se canceló o ya tuvo lugar: su formulario de salud se puede leer pero ya no se puede cambiar.',
  versions: 'Versiones firmadas',
  download: (version) => `Descargar la versión ${version} (PDF)`,
  questionsLegend: 'Preguntas de salud',
};

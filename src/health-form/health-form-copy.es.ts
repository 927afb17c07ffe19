/** The health form's words in Spanish: the twin of health-form-copy.ts. */
import type { HealthFormCopy } from './health-form-copy';

export const healthFormCopy: HealthFormCopy = {
  title: 'Formulario de salud y consentimiento',
  intro: 'Antes de su tratamiento, responda estas preguntas con sinceridad. Ayudan a la doctora a decidir si el tratamiento con láser es seguro para usted. Solo la clínica puede leer sus respuestas.',
  yes: 'Sí',
  no: 'No',
  questions: {
    pregnant: '¿Está embarazada, intentando quedar embarazada o dando el pecho?',
    bloodThinners: '¿Toma anticoagulantes (como warfarina, apixabán, clopidogrel o aspirina a diario)?',
    bleedingDisorder: '¿Tiene algún trastorno de sangrado o de coagulación, o le salen moretones con mucha facilidad?',
    keloids: '¿Alguna vez le han quedado cicatrices abultadas y gruesas (queloides) después de una herida o una cirugía?',
    skinInfection: '¿Tiene una infección de la piel, herpes labial, sarpullido o una herida abierta en la zona a tratar?',
    isotretinoin: '¿Ha tomado isotretinoína (Accutane, Roaccutane) en los últimos 6 meses?',
    fillersOrThreads: '¿Le han puesto rellenos o hilos en la zona a tratar en los últimos 6 meses?',
    anaestheticAllergy: '¿Alguna vez ha tenido una mala reacción a la anestesia local (como la lidocaína) en el dentista o en otro lugar?',
    implantedDevice: '¿Tiene un marcapasos, un desfibrilador u otro aparato electrónico implantado?',
    diabetes: '¿Tiene diabetes?',
    autoimmune: '¿Tiene una enfermedad autoinmune (como lupus, artritis reumatoide o esclerodermia)?',
  },
  textQuestions: {
    medications: { label: 'Medicamentos que toma', hint: 'Con receta, sin receta, vitaminas y suplementos. Déjelo vacío si no toma ninguno.' },
    allergies: { label: 'Alergias', hint: 'A medicamentos, látex, alimentos o cualquier otra cosa. Déjelo vacío si no tiene ninguna.' },
  },
  photoConsent: {
    legend: 'Fotos de la zona tratada',
    options: {
      none: 'Sin fotos, por favor',
      record: 'Fotos solo para mi historia clínica',
      marketing: 'Fotos para mi historia clínica, y fotos anónimas (sin cara ni nombre) en el material de antes y después de la clínica',
    },
  },
  consents: {
    'consent-2026-11': {
      title: 'Consentimiento para el tratamiento',
      paragraphs: [
        'Acepto ser tratada con un láser de 1470 nm colocado bajo la piel mediante una fibra muy fina, tras anestesia local, por la doctora de la clínica.',
        'La doctora me ha explicado qué hace el tratamiento, qué resultados son habituales, y que los resultados varían de una persona a otra y no están garantizados.',
        'Entiendo los efectos frecuentes: hinchazón, moretones, enrojecimiento, sensibilidad y adormecimiento durante unos días o semanas. Menos frecuentes: quemaduras, cambios de color de la piel, bultos, infección, cicatrices o irritación de un nervio.',
        'He respondido las preguntas de salud con verdad y por completo. Avisaré a la clínica si algo cambia antes de mi tratamiento.',
        'Puedo hacer preguntas en cualquier momento, y puedo cambiar de opinión y parar antes o durante el tratamiento.',
      ],
    },
  },
  signature: { label: 'Escriba su nombre completo para firmar', hint: 'Escribir su nombre aquí tiene el mismo valor que firmar a mano.' },
  pdf: { version: 'Versión', signedBy: 'Firmado por', signedAt: 'Firmado el', consentVersion: 'Texto de consentimiento', fingerprint: 'SHA-256 de lo firmado', none: 'Ninguno' },
};

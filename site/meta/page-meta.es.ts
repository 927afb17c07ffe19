/**
 * Spanish title and description of every page, twin of page-meta.ts, held to the same lengths as
 * the English: titles of at most 70 characters, descriptions of 50 to 160 (tests/unit/site/spanish-copy-e.test.ts).
 */
import { clinic } from '../../src/config/clinic';
import type { TreatmentArea } from '../../src/config/treatment-areas';
import type * as en from './page-meta';

const city = `${clinic.address.city}, Florida`;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = clinic.practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const pageMeta: typeof en.pageMeta = {
  home: {
    title: `${clinic.brand} Miami | Tensado láser de piel sin cirugía en ${city}`,
    description: `${clinic.brand} en Miami tensa y contornea la piel con láser de 1470 nm autorizado por la FDA: solo anestesia local y 24-48 horas de recuperación. Consulta gratuita.`,
  },
  register: {
    title: `Cree su cuenta | ${clinic.clinicName}`,
    description: `Regístrese en ${clinic.clinicName} para tener sus datos listos para sus consultas y su seguimiento.`,
    noindex: true,
  },
  signin: {
    title: `Iniciar sesión | ${clinic.clinicName}`,
    description: `Inicie sesión en su cuenta de ${clinic.clinicName} para gestionar sus datos.`,
    noindex: true,
  },
  forgotPassword: {
    title: `Olvidé mi contraseña | ${clinic.clinicName}`,
    description: `Solicite un enlace para restablecer la contraseña de su cuenta de ${clinic.clinicName}.`,
    noindex: true,
  },
  resetPassword: {
    title: `Restablecer la contraseña | ${clinic.clinicName}`,
    description: `Elija una nueva contraseña para su cuenta de ${clinic.clinicName}.`,
    noindex: true,
  },
  verifyEmail: {
    title: `Confirme su correo electrónico | ${clinic.clinicName}`,
    description: `Confirme la dirección de correo electrónico de su cuenta de ${clinic.clinicName}.`,
    noindex: true,
  },
  profile: {
    title: `Mi perfil | ${clinic.clinicName}`,
    description: `Gestione los datos de su cuenta de ${clinic.clinicName}.`,
    noindex: true,
  },
  appointment: {
    title: `Su cita | ${clinic.clinicName}`,
    description: `Consulte, cambie o cancele su consulta en ${clinic.clinicName} desde el enlace de su correo de confirmación.`,
    noindex: true,
  },
  trainingEnrollment: {
    title: `Su inscripción al curso | ${clinic.clinicName}`,
    description: `Vea su inscripción al curso de ${clinic.brand}, añádala a su calendario, cámbiese de día o cancele desde el enlace de su correo.`,
    noindex: true,
  },
  trainingOffer: {
    title: `Hay una plaza libre para usted | ${clinic.clinicName}`,
    description: `Tome o rechace la plaza del curso de ${clinic.brand} que le ofrecemos desde la lista de espera, con el enlace de su correo.`,
    noindex: true,
  },
  unsubscribe: {
    title: `Cancelar suscripción | ${clinic.clinicName}`,
    description: `Deje de recibir la invitación de seguimiento y otros correos promocionales de ${clinic.clinicName}, con el enlace del correo.`,
    noindex: true,
  },
  certificate: {
    title: `Certificado de asistencia | ${clinic.clinicName}`,
    description: `Verifique un certificado de asistencia del curso de capacitación de ${clinic.brand}: válido o revocado, el nombre y el día del curso.`,
    noindex: true,
  },
  consultation: {
    title: `Reserve una consulta gratuita | ${clinic.clinicName}`,
    description: `Reserve una consulta gratuita de ${clinic.brand} en persona en Miami, por teléfono o por FaceTime, y reciba un plan de tratamiento personalizado.`,
  },
  treatments: {
    title: `Tratamientos ${clinic.brand} en Miami | Rostro, cuello y cuerpo`,
    description: `Ocho zonas de tratamiento ${clinic.brand}, de la papada y la mandíbula al abdomen y los brazos: tensado de la piel con láser mínimamente invasivo en Miami.`,
  },
  trainings: {
    title: `Capacitación y certificación ${clinic.brand} en Miami | Curso de un día`,
    description: `Curso práctico de certificación ${clinic.brand} de un día en Miami para profesionales clínicos: máximo 12 participantes, de 08:30 a 17:30 y un año de apoyo.`,
  },
  team: {
    title: `Conozca a los expertos | ${clinic.clinicName}`,
    description: `Conozca a ${clinic.practitioner.name}, enfermera practicante de familia certificada, con ${clinic.practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos.`,
  },
  locations: {
    title: `Ubicación y contacto | ${clinic.clinicName}`,
    description: `Visite ${clinic.clinicName} en ${clinic.address.street}, ${clinic.address.city}. Llame al ${clinic.phone} o envíenos un mensaje.`,
  },
  faqs: {
    title: `Preguntas frecuentes sobre ${clinic.brand} | Tratamiento y resultados`,
    description: `Respuestas sobre el tensado de la piel con láser ${clinic.brand}: cómo funciona, cuándo se ven los resultados, cuánto duran y cómo cuidar su piel después.`,
  },
  blog: {
    title: `Blog | ${clinic.clinicName}`,
    description: `Artículos de ${clinic.clinicName} sobre el tensado de la piel con láser, los resultados, la recuperación y el cuidado de la piel.`,
  },
  miami: {
    title: `${clinic.brand} Miami | Tensado de la piel con láser sin cirugía`,
    description: `${clinic.brand} en Miami: qué es, para quién es, recuperación en 24-48 horas y precios habituales de $3,500 a $6,000. Reserve su consulta gratuita.`,
  },
  florida: {
    title: `${clinic.brand} Florida | Pacientes de todo el estado, desde Miami`,
    description: `${clinic.brand} para pacientes de toda Florida, con consultas en línea y tratamiento en nuestra clínica de Miami.`,
  },
};

/** How the Spanish titles and descriptions name each treatment area, with its article. */
const areaNames: Readonly<Record<TreatmentArea['slug'], { title: string; description: string }>> = {
  laser_skin: { title: 'tensar la piel con láser', description: 'tensar la piel con láser' },
  under_chin: { title: 'la papada', description: 'la papada' },
  mandibular_contour: { title: 'el contorno mandibular', description: 'el contorno mandibular' },
  neck: { title: 'el cuello', description: 'el cuello' },
  tummy: { title: 'tensar la piel del abdomen', description: 'tensar la piel del abdomen' },
  lower_eyelid: { title: 'el párpado inferior', description: 'el párpado inferior' },
  under_arm: { title: 'los brazos', description: 'la piel flácida de los brazos' },
  lower_face: { title: 'la parte baja del rostro', description: 'el tercio medio e inferior del rostro' },
};

export const treatmentMeta: typeof en.treatmentMeta = (area) => {
  const name = areaNames[area.slug];
  return {
    title: `${clinic.brand} para ${name.title} en Miami | ${clinic.clinicName}`,
    description: `${clinic.brand} para ${name.description} en Miami: cómo funciona, para quién es, qué esperar y cuidados posteriores. Reserve una consulta gratuita.`,
  };
};

/** Each FAQ tab is its own page for search engines. */
export const faqTabMeta: typeof en.faqTabMeta = {
  treatment_faq: {
    title: `Preguntas sobre el tratamiento ${clinic.brand} | ${clinic.clinicName}`,
    description: `Cómo funciona ${clinic.brand}, cuánto dura una sesión, si duele y para quién es: respuestas de nuestra clínica de Miami.`,
  },
  results_faq: {
    title: `Preguntas sobre los resultados de ${clinic.brand} | ${clinic.clinicName}`,
    description: `Cuándo aparecen los resultados de ${clinic.brand}, cómo progresan durante 3 a 6 meses y cuánto duran: respuestas de nuestra clínica de Miami.`,
  },
  post_treatment_faq: {
    title: `Preguntas sobre los cuidados tras ${clinic.brand} | ${clinic.clinicName}`,
    description: `Recuperación y cuidados después de ${clinic.brand}: hinchazón, ejercicio, calor, protección solar y cuándo reservar una cita de control.`,
  },
};

/** Spanish copy of the team page (/team), twin of team.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './team';

const { practitioner } = clinic;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const team: typeof en.team = {
  hero: {
    image: '/images/team/practitioner.svg',
    sub_title: 'Conozca a la especialista',
    title: `${practitioner.name}, ${practitioner.credentials}`,
    content: `Enfermera practicante de familia certificada; directora clínica, profesional a cargo de los tratamientos y formadora principal (Master Trainer) de ${clinic.clinicName}.`,
    points: [
      `${practitioner.yearsExperience} años de experiencia`,
      `${procedures} procedimientos`,
      'Certificada por la junta',
    ],
    info: 'En nuestra clínica, ella realiza personalmente cada tratamiento Endolift.',
  },
  bio: [
    `${practitioner.name} es enfermera practicante de familia certificada y lleva ${practitioner.yearsExperience} años dedicada a la medicina estética. Como directora clínica de ${clinic.clinicName} y profesional a cargo de sus tratamientos, supervisa el plan de cada paciente, desde la primera consulta hasta la revisión final.`,
    `Con ${procedures} procedimientos realizados, se la conoce por un enfoque cuidadoso y prudente: solo trata cuando Endolift es la opción adecuada, explica la recuperación sin rodeos y prefiere un resultado natural a uno llamativo. Como formadora principal (Master Trainer), también enseña a dermatólogos, cirujanos y enfermeros practicantes a realizar el tratamiento con seguridad.`,
  ],
  credentials: {
    title: 'Credenciales',
    items: [
      'Enfermera practicante de familia, certificada por la junta',
      'Directora clínica de ' + clinic.clinicName,
      'Profesional a cargo del tensado de la piel con láser Endolift',
      'Formadora principal (Master Trainer) del curso profesional de un día',
      `${practitioner.yearsExperience} años de práctica en medicina estética`,
      `${procedures} procedimientos realizados`,
    ],
  },
  stats: [
    { quick_title: 'Años de experiencia', quick_info: String(practitioner.yearsExperience) },
    { quick_title: 'Procedimientos realizados', quick_info: practitioner.procedures },
    { quick_title: 'Zonas de tratamiento', quick_info: '8' },
  ],
  quote: {
    text: 'El mejor resultado es aquel en el que le dicen que tiene cara de haber descansado bien, no que se ha hecho algo. Mi trabajo es ser honesta sobre lo que es posible y luego hacerlo con cuidado.',
    author: practitioner.name,
    role: `${practitioner.credentials}, directora clínica`,
  },
  cta: {
    title: `Conozca a ${practitioner.name}`,
    html: `<p>Reserve una consulta gratuita en persona, por teléfono o por FaceTime, o llámenos al <a href="${clinic.phoneHref}">${clinic.phone}</a>.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

/** The Spanish twin of layout-text.ts. */
import { clinic } from '../../src/config/clinic';
import type { LayoutText } from './layout-text';

export const layoutText: LayoutText = {
  skipToContent: 'Saltar al contenido',
  homeLink: `${clinic.clinicName}: inicio`,
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  signInIcon: 'Iniciar sesión',
  footerAbout: `Tensado y contorno de la piel con láser, sin cirugía, en Miami, a cargo de ${clinic.practitioner.name}, enfermera practicante de familia certificada por la junta. Atendemos a pacientes de toda Florida y ofrecemos consultas en línea a quienes viven más lejos.`,
  treatmentsHeading: 'Tratamientos',
  clinicHeading: 'Clínica',
  contactHeading: 'Contacto',
  socialMedia: 'Redes sociales',
  comingSoon: 'próximamente',
  legal: 'Los resultados varían de una persona a otra; todo tratamiento comienza con una consulta.',
  clinicLinks: [
    { to: '/faqs', label: 'Preguntas frecuentes' },
    { to: '/trainings', label: 'Capacitación' },
    { to: '/locations', label: 'Ubicación' },
    { to: '/team', label: 'Nuestro equipo' },
    { to: '/blog', label: 'Blog' },
    { to: '/consultation', label: 'Reserve una consulta gratuita' },
    { to: `/${clinic.slug}-miami`, label: `${clinic.brand} Miami` },
    { to: `/${clinic.slug}-florida`, label: `${clinic.brand} Florida` },
  ],
  treatmentNames: {
    laser_skin: 'Tensado de la piel con láser',
    under_chin: 'Papada',
    mandibular_contour: 'Contorno mandibular',
    neck: 'Cuello',
    tummy: 'Tensado de la piel del abdomen',
    lower_eyelid: 'Párpado inferior',
    under_arm: 'Brazos',
    lower_face: 'Tercio medio e inferior del rostro',
  },
  otherLanguage: { label: 'English', code: 'EN' },
  headerCta: 'Consulta gratis',
  headerCtaShort: 'Reservar',
};

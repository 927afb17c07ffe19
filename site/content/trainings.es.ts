/** Spanish copy of the training page (/trainings), twin of trainings.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './trainings';

const { practitioner } = clinic;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const trainings: typeof en.trainings = {
  hero: {
    image: '/images/heroes/training.svg',
    sub_title: 'Capacitación profesional en Endolift',
    title: 'Domine Endolift en un día de práctica',
    content: `Un curso práctico de certificación dirigido por la formadora principal (Master Trainer) ${practitioner.name}, ${practitioner.credentials}, para profesionales clínicos que desean ofrecer el tensado de la piel con láser con total seguridad.`,
    points: [
      'Máximo 12 participantes',
      'Un día, de 08:30 a 17:30',
      'Seis profesionales por láser',
      'Un año de acompañamiento',
    ],
    info: 'Los cursos se imparten en nuestra clínica de Miami.',
  },
  intro: `Endolift premia la precisión. En un día intensivo aprenderá la ciencia del láser de diodo de 1470 nm y de sus fibras de 200-300 µm, la anatomía de cada zona de tratamiento, la selección de pacientes y una técnica segura, y luego practicará bajo la mirada de una formadora que ha realizado ${procedures} procedimientos a lo largo de ${practitioner.yearsExperience} años.`,
  whyTrain: {
    title: '¿Por qué capacitarse con nosotros?',
    intro: 'Lo que distingue a nuestro curso.',
    items: [
      {
        benifit_title: 'Enseña una formadora principal en ejercicio',
        benifit_content: `${practitioner.name} es enfermera practicante de familia certificada y nuestra directora clínica, y ya suma ${procedures} procedimientos.`,
      },
      {
        benifit_title: 'Grupos reducidos',
        benifit_content:
          'Máximo 12 participantes, para que se responda cada pregunta y cada profesional reciba una atención real.',
      },
      {
        benifit_title: 'Práctica de verdad',
        benifit_content:
          'Con seis profesionales por láser, usted maneja el equipo con sus propias manos en lugar de mirar desde el fondo de la sala.',
      },
      {
        benifit_title: 'La seguridad ante todo',
        benifit_content:
          'La anatomía, las zonas de riesgo, la selección de pacientes y el manejo de complicaciones son el centro de la jornada.',
      },
      {
        benifit_title: 'Un año de acompañamiento',
        benifit_content:
          'Un año de acompañamiento después del curso: revisión de casos y respuestas cuando empiece a tratar a sus propios pacientes.',
      },
    ],
  },
  whoShouldAttend: {
    title: 'A quién va dirigido',
    intro:
      'El curso está pensado para profesionales de la salud con licencia que trabajan, o piensan trabajar, en medicina estética.',
    audiences: [
      'Dermatólogos',
      'Cirujanos',
      'Médicos',
      'Enfermeros practicantes',
      'Asistentes médicos',
      'Técnicos en láser',
    ],
  },
  logistics: {
    title: 'Organización',
    intro: 'Todo lo que necesita para planificar su día de capacitación.',
    maxParticipants: 12,
    days: 1,
    startTime: '08:30',
    endTime: '17:30',
    cliniciansPerLaser: 6,
    supportYears: 1,
    items: [
      { quick_title: 'Tamaño del grupo', quick_info: 'Máximo 12 participantes' },
      { quick_title: 'Duración', quick_info: 'Un día, de 08:30 a 17:30' },
      { quick_title: 'Práctica guiada', quick_info: 'Seis profesionales por láser' },
      { quick_title: 'Después del curso', quick_info: 'Un año de acompañamiento' },
      {
        quick_title: 'Lugar',
        quick_info: `${clinic.clinicName}, ${clinic.address.street}, ${clinic.address.city}`,
      },
    ],
  },
  courseOutline: {
    title: 'Programa del curso',
    intro: 'Cinco módulos que lo llevan de la teoría a una práctica segura.',
    modules: [
      {
        module: 'Módulo 1: Ciencia del láser',
        skills:
          'Cómo interactúa el láser de diodo de 1470 nm con el agua y la grasa; fibras de 200-300 µm; parámetros de energía y seguridad del equipo.',
      },
      {
        module: 'Módulo 2: Anatomía y selección de pacientes',
        skills:
          'Anatomía facial y corporal, zonas de riesgo nervioso, candidatos ideales y contraindicaciones, consentimiento y expectativas realistas.',
      },
      {
        module: 'Módulo 3: Técnica por zona',
        skills:
          'Marcado, anestesia local, puntos de entrada y técnica en abanico para la papada, la mandíbula, el cuello, la parte inferior del rostro, el párpado, los brazos y el abdomen.',
      },
      {
        module: 'Módulo 4: Práctica supervisada',
        skills:
          'Tratamientos supervisados con seis profesionales por láser; manejo del equipo, dosificación y comodidad del paciente.',
      },
      {
        module: 'Módulo 5: Cuidados posteriores y complicaciones',
        skills:
          'Planes de cuidados posteriores, la evolución normal de la cicatrización, cómo reconocer y manejar los efectos secundarios, el seguimiento y la planificación de retoques.',
      },
    ],
  },
  graduates: {
    title: 'Lo que dicen nuestros egresados',
    items: [
      {
        image: '/images/testimonials/graduate-1.svg',
        name: 'Dra. Laura P.',
        role: 'Dermatóloga, Orlando',
        description:
          'Solo la sesión de anatomía ya valía el viaje. Al ser seis por láser tuve tiempo real con el equipo, y el acompañamiento posterior hizo que mis primeros casos fueran mucho menos intimidantes.',
      },
      {
        image: '/images/testimonials/graduate-2.svg',
        name: 'Marcus T., PA-C',
        role: 'Asistente médico, Tampa',
        description:
          'Claro, práctico y honesto sobre los límites y las complicaciones. Salí con un protocolo que pude aplicar la semana siguiente y con una formadora a la que todavía puedo llamar para consultarle dudas.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre la capacitación',
    items: [
      {
        number: 1,
        question: '¿Quién puede asistir al curso?',
        answer:
          'Profesionales de la salud con licencia: dermatólogos, cirujanos, médicos, enfermeros practicantes, asistentes médicos y técnicos en láser. Cada participante es responsable de ejercer dentro del alcance de su licencia y de las normas de su estado.',
      },
      {
        number: 2,
        question: '¿Cuánto dura el curso?',
        answer: 'Un día completo, de 08:30 a 17:30, con pausas y almuerzo incluidos.',
      },
      {
        number: 3,
        question: '¿Cuántas personas hay en cada grupo?',
        answer:
          'Máximo 12 participantes, con seis profesionales por láser durante las sesiones prácticas.',
      },
      {
        number: 4,
        question: '¿Necesito experiencia previa con láser?',
        answer:
          'Ayuda, pero no es obligatoria. El curso empieza por la ciencia del láser y la seguridad antes de pasar a la técnica y la práctica.',
      },
      {
        number: 5,
        question: '¿Trataré a pacientes reales?',
        answer:
          'Sí, bajo supervisión. El módulo práctico incluye tratamientos a modelos voluntarios que han dado su consentimiento, con seis profesionales por láser, para que usted maneje el equipo personalmente.',
      },
      {
        number: 6,
        question: '¿Recibiré un certificado?',
        answer:
          'Sí. Quienes completan la jornada entera reciben un certificado de asistencia al curso de Endolift.',
      },
      {
        number: 7,
        question: '¿Qué acompañamiento recibo después del curso?',
        answer:
          'Un año de acompañamiento: puede enviarnos sus dudas sobre casos, comentar la selección de pacientes y revisar resultados con nuestro equipo.',
      },
      {
        number: 8,
        question: '¿Cómo reservo un cupo?',
        answer: `Use el botón Reservar mi cupo, llame al ${clinic.phone} o escriba a ${clinic.email}. Los cupos se limitan a 12, así que le recomendamos reservar con anticipación.`,
      },
    ],
  },
  cta: {
    title: 'Únase a la próxima jornada de capacitación',
    html: `<p>Los cupos se limitan a 12 participantes por curso. Reserve su cupo en línea, llame al <a href="${clinic.phoneHref}">${clinic.phone}</a> o escriba a <a href="mailto:${clinic.email}">${clinic.email}</a> para consultar las fechas.</p>`,
    button_label: 'Reservar mi cupo',
    button_link: '/trainings#course-dates',
  },
};

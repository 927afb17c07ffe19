/** Spanish copy of the Florida local page (/endolift-florida), twin of florida.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './florida';

const { practitioner } = clinic;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const florida: typeof en.florida = {
  hero: {
    image: '/images/heroes/florida.svg',
    sub_title: 'Endolift en Florida',
    title: 'Tensado de la piel con Endolift para pacientes de toda Florida',
    content: `Pacientes de todo el estado viajan a ${clinic.clinicName} para tensar la piel con láser sin cirugía. Empiece desde su casa con una consulta gratuita en línea.`,
    points: ['Consultas en línea', 'Una sola visita para el tratamiento', 'De vuelta a la rutina en 24-48 horas'],
    info: `Clínica: ${clinic.address.street}, ${clinic.address.city}`,
  },
  availability: {
    title: 'Al alcance de pacientes de toda Florida',
    paragraphs: [
      `Viva donde viva en Florida, puede empezar con una consulta gratuita por teléfono o por FaceTime. Envíenos una foto de la zona junto con su solicitud de cita y ${practitioner.name} le dirá, antes de que viaje, si es probable que Endolift sea adecuado para usted.`,
      'El tratamiento se realiza en nuestra clínica de Miami. Las sesiones duran de 30 a 90 minutos según la zona, y la mayoría de las personas puede volver a casa en auto el mismo día y regresar al trabajo en 24-48 horas.',
    ],
    points: [
      'Consultas gratuitas por teléfono y por video',
      'Tratamiento y regreso a casa el mismo día en la mayoría de las zonas',
      'Seguimiento a distancia mientras se desarrolla su resultado',
    ],
  },
  trust: {
    title: 'Por qué confían en nosotros',
    items: [
      {
        benifit_title: 'Experiencia',
        benifit_content: `${practitioner.name} es enfermera practicante de familia certificada, con ${practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos.`,
      },
      {
        benifit_title: 'Honestidad',
        benifit_content:
          'Le decimos con claridad si Endolift es adecuado para usted. Si una cirugía u otro tratamiento le conviene más, se lo decimos.',
      },
      {
        benifit_title: 'Tecnología probada',
        benifit_content:
          'Un láser de diodo de 1470 nm autorizado por la FDA, aplicado con una fibra de 200-300 µm bajo anestesia local.',
      },
      {
        benifit_title: 'Clínica formadora',
        benifit_content:
          'Nuestra profesional es formadora principal (Master Trainer) y enseña a otros profesionales clínicos, por lo que nuestros protocolos se revisan y se perfeccionan constantemente.',
      },
    ],
  },
  booking: {
    title: 'Cómo reservar',
    intro: 'Tres pasos sencillos, esté donde esté en Florida.',
    steps: [
      {
        title: 'Solicite una consulta gratuita',
        description: 'Complete el formulario de reserva y, si lo desea, adjunte una foto de la zona.',
      },
      {
        title: 'Hablemos de su caso',
        description:
          'Elija una consulta en persona, por teléfono o por FaceTime y reciba un plan y un presupuesto personalizados.',
      },
      {
        title: 'Planifique su visita',
        description:
          'Elija la fecha del tratamiento. Le enviamos con anticipación las indicaciones de preparación, cómo llegar y los detalles del estacionamiento.',
      },
    ],
    cta: {
      title: 'Empiece con una consulta gratuita',
      html: `<p>Reserve en línea o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a>. ¿Prefiere el correo electrónico? Escriba a <a href="mailto:${clinic.email}">${clinic.email}</a>.</p>`,
      button_label: 'Reserve una consulta gratuita',
      button_link: '/consultation',
    },
  },
  areasServed: {
    title: 'Zonas que atendemos',
    intro: 'Atendemos a pacientes de Miami-Dade y de toda Florida, incluidas estas zonas:',
    areas: [
      'Miami y Miami Beach',
      'Coral Gables y Coconut Grove',
      'Doral y Hialeah',
      'Kendall y Homestead',
      'Fort Lauderdale y el condado de Broward',
      'Boca Raton y West Palm Beach',
      'Naples y Fort Myers',
      'Tampa y St. Petersburg',
      'Orlando y el centro de Florida',
      'Jacksonville y el norte de Florida',
      'Los Cayos de Florida',
    ],
  },
  locationCard: {
    title: 'Nuestra clínica en Miami',
    intro: 'Todos los tratamientos se realizan en nuestra clínica de Miami. Comuníquese con nosotros por teléfono o por correo electrónico, o visítenos en nuestro horario de atención.',
  },
  map: {
    title: 'Encuéntrenos en el mapa',
    intro: 'El mapa interactivo solo se carga cuando usted lo pide.',
  },
  directions: {
    title: 'Cómo llegar',
    intro: 'Llegar a la clínica es sencillo desde cualquier punto del sur de Florida.',
    items: [
      {
        title: 'En auto por la I-95',
        description:
          'Tome la I-95 hacia el centro de Miami y salga en la salida hacia la zona de Brickell. Siga las señales hacia Brickell Avenue y continúe hacia el sur; la clínica queda a su izquierda, unas cuadras después del río.',
      },
      {
        title: 'Estacionamiento',
        description:
          'Hay estacionamiento para visitantes en el garaje del edificio; traiga su boleto a la recepción. También hay estacionamiento con parquímetro en la calle, muy cerca.',
      },
      {
        title: 'En Metrorail',
        description:
          'Tome el Metrorail hasta Brickell Station y luego camine hacia el este unos diez minutos, o tome el Metromover gratuito una parada.',
      },
      {
        title: 'Desde el aeropuerto',
        description:
          'Desde el Aeropuerto Internacional de Miami el trayecto en auto dura unos 20-30 minutos, según el tráfico.',
      },
    ],
  },
};

/** Spanish copy of the home page (/), twin of home.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './home';

const { practitioner } = clinic;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const home: typeof en.home = {
  hero: {
    image: '/images/heroes/home.svg',
    sub_title: `${clinic.clinicName} · ${clinic.address.city}, Florida`,
    title: 'Piel más firme y lisa sin cirugía',
    content:
      'Endolift es un tratamiento láser no quirúrgico que tensa desde dentro la piel flácida del rostro, el cuello y el cuerpo. Sin incisiones ni anestesia general, y la mayoría de las personas vuelve al trabajo en 24-48 horas.',
    points: ['Láser de 1470 nm autorizado por la FDA', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Consultas gratuitas y sin compromiso en Miami, por teléfono o por video.',
  },
  intro: `En ${clinic.clinicName}, ${practitioner.name}, ${practitioner.credentials}, enfermera practicante de familia certificada, con ${practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos, trata con Endolift la flacidez incipiente de la mandíbula, el cuello, los párpados, los brazos y el abdomen. Un láser de diodo de 1470 nm actúa bajo la piel a través de una fibra óptica de apenas 200-300 µm de grosor, que tensa el tejido y despierta su propio colágeno. Las sesiones duran de 30 a 90 minutos y el resultado se va formando de manera natural en los meses siguientes. Nos tomamos el tiempo de entender sus objetivos, le explicamos qué es realista para su piel y nunca lo apresuramos a decidir.`,
  whyChoose: {
    title: '¿Por qué elegir Endolift?',
    intro:
      'Una alternativa suave para quienes notan los primeros signos de flacidez y desean un cambio real y de aspecto natural sin pasar por el quirófano.',
    points: [
      'No quirúrgico: sin bisturí, sin puntos y sin anestesia general, solo anestesia local.',
      'Láser de diodo de 1470 nm autorizado por la FDA, aplicado con una fibra tan fina como un cabello (200-300 µm).',
      'Muchas veces basta una sola sesión de 30 a 90 minutos, según la zona.',
      'La mayoría de los pacientes vuelve al trabajo y a su vida diaria en 24-48 horas.',
      'Tensa la piel y estimula la formación de colágeno nuevo, con resultados completos en 3 a 6 meses.',
      'Duradero: los resultados se mantienen de 1 a 5 años, según su piel y su estilo de vida.',
      `Lo realiza personalmente ${practitioner.name}, que ya suma ${procedures} procedimientos.`,
    ],
  },
  treatmentAreas: {
    title: 'Conozca las zonas de tratamiento',
    hint: { hover: 'Pase el cursor por una zona o selecciónela para verla.', touch: 'Toque una zona para verla.' },
    caption: 'Cada zona tiene su propia página con fotos de antes y después, qué esperar y los cuidados esenciales posteriores.',
  },
  testimonials: {
    title: 'Resultados reales de pacientes reales',
    intro:
      'Nuestros pacientes cuentan cómo vivieron su tratamiento y qué cambió para ellos. Cada experiencia es personal y los resultados varían de una persona a otra.',
  },
  howItWorks: {
    title: 'Cómo funciona Endolift',
    intro:
      'Endolift actúa por debajo de la superficie: la piel exterior queda intacta mientras las capas profundas se tensan y se renuevan.',
    steps: [
      {
        number: 1,
        card_title: 'Consulta gratuita',
        card_content:
          'Evaluamos su piel, escuchamos sus objetivos y le decimos con franqueza si Endolift es adecuado para usted, con un plan y un presupuesto por escrito.',
      },
      {
        number: 2,
        card_title: 'Anestesia local',
        card_content:
          'El día del tratamiento limpiamos la zona y la adormecemos con anestesia local. Usted permanece despierto y cómodo en todo momento.',
      },
      {
        number: 3,
        card_title: 'Energía láser bajo la piel',
        card_content:
          'Una fibra de 200-300 µm lleva la energía del láser de 1470 nm por debajo de la piel, contrae el tejido flácido y pone en marcha la producción de colágeno nuevo.',
      },
      {
        number: 4,
        card_title: 'Resultados que progresan',
        card_content:
          'La mayoría vuelve al trabajo en 24-48 horas. La piel sigue reafirmándose a medida que se forma colágeno, con resultados completos en 3 a 6 meses y mejoría hasta los 12 meses.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro:
      'Respuestas claras a las preguntas que más escuchamos. Si la suya no está aquí, hágala en su consulta gratuita.',
  },
  contact: {
    title: '¿Listo para transformar su piel?',
    html: `<p>Reserve una consulta gratuita con ${practitioner.name} y descubra lo que Endolift puede hacer por usted. Llámenos al <a href="${clinic.phoneHref}">${clinic.phone}</a>, escríbanos a <a href="mailto:${clinic.email}">${clinic.email}</a> o visítenos en ${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
    image: '/images/team/practitioner.svg',
  },
};

/** Spanish copy of the Miami local page (/endolift-miami), twin of miami.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './miami';

const { practitioner } = clinic;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const miami: typeof en.miami = {
  hero: {
    image: '/images/heroes/miami.svg',
    sub_title: 'Endolift en Miami',
    title: 'Tensado de la piel con láser Endolift en Miami',
    content: `Tensado de la piel no quirúrgico para el rostro, el cuello y el cuerpo en ${clinic.clinicName}, a cargo de la enfermera practicante de familia certificada ${practitioner.name}.`,
    points: ['Láser de 1470 nm autorizado por la FDA', 'Solo anestesia local', 'Recuperación en 24-48 horas'],
    info: `${clinic.address.street}, ${clinic.address.city}`,
  },
  whatIs: {
    title: '¿Qué es Endolift?',
    paragraphs: [
      'Endolift es un tratamiento láser no quirúrgico para la piel flácida. En lugar de calentar la piel desde fuera, aplica un láser de diodo de 1470 nm autorizado por la FDA por debajo de la superficie, a través de una fibra óptica de apenas 200-300 µm, más o menos el grosor de un cabello.',
      'El calor controlado contrae el tejido que sostiene la piel, suaviza pequeños depósitos de grasa y estimula la formación de colágeno nuevo. El tratamiento se hace con anestesia local, las sesiones duran de 30 a 90 minutos y los resultados completos aparecen en 3 a 6 meses, con su mejor momento hasta los 12 meses.',
    ],
  },
  benefits: {
    title: 'Beneficios de Endolift',
    intro: 'Por qué los pacientes de Miami eligen Endolift ante la flacidez incipiente.',
    items: [
      'Sin incisiones, sin puntos y sin anestesia general',
      'Muchas veces basta una sesión de 30 a 90 minutos',
      'De vuelta al trabajo y a la rutina en 24-48 horas',
      'Un tensado de aspecto natural que progresa durante 3 a 6 meses',
      'Resultados que duran de 1 a 5 años',
      'Trata la mandíbula, el cuello, la papada, los párpados, los brazos y el abdomen',
    ],
  },
  comparison: {
    title: 'Endolift frente a un lifting facial',
    intro:
      'Ambos tienen su lugar. El lifting facial retira el exceso de piel; Endolift tensa la piel que usted ya tiene. Así se comparan.',
    columns: ['', 'Endolift', 'Lifting facial quirúrgico'],
    rows: [
      { feature: 'Anestesia', endolift: 'Solo anestesia local o adormecimiento de la zona', facelift: 'Por lo general, anestesia general o sedación profunda' },
      { feature: 'Incisiones', endolift: 'Puntos de entrada diminutos, sin suturas', facelift: 'Incisiones alrededor de las orejas y en la línea del cabello' },
      { feature: 'Duración del tratamiento', endolift: 'De 30 a 90 minutos', facelift: 'Varias horas en el quirófano' },
      { feature: 'Regreso a la rutina', endolift: '24-48 horas', facelift: 'Normalmente dos semanas o más' },
      { feature: 'Resultados', endolift: 'Graduales, a lo largo de 3 a 6 meses', facelift: 'Visibles cuando baja la hinchazón' },
      { feature: 'Indicado para', endolift: 'Flacidez leve a moderada', facelift: 'Exceso de piel moderado a severo' },
      { feature: 'Duración de los resultados', endolift: 'De 1 a 5 años', facelift: 'A menudo muchos años' },
    ],
  },
  idealCandidate: {
    title: '¿Quién es el candidato ideal?',
    intro: 'Endolift da los mejores resultados en personas que:',
    points: [
      'Notan una flacidez incipiente o moderada en el rostro, el cuello o el cuerpo',
      'Desean una mejoría visible sin cirugía',
      'Gozan de buena salud y mantienen un peso estable',
      'No están embarazadas ni amamantando',
      'Aceptan que los resultados se desarrollan poco a poco y varían de una persona a otra',
    ],
  },
  recovery: {
    title: 'Recuperación',
    intro: 'La mayoría de los pacientes retoma su rutina en 24-48 horas.',
    steps: [
      {
        title: 'Días 1 a 2',
        description:
          'La hinchazón aumenta y alcanza su punto máximo hacia las 48 horas. Descanse, aplique compresas frías y mantenga la zona elevada.',
      },
      {
        title: 'Día 3',
        description:
          'Pasadas 72 horas puede volver al ejercicio de alta intensidad y al calor, como el sauna o el yoga caliente.',
      },
      {
        title: 'Días 5 a 10',
        description:
          'La hinchazón desaparece; los hematomas o la sensibilidad se calman en 1-14 días. Siga usando protector solar FPS 30+.',
      },
      {
        title: 'Meses 3 a 6',
        description:
          'Los resultados completos aparecen a medida que se regenera el colágeno, y pueden seguir mejorando hasta los 12 meses.',
      },
    ],
  },
  pricing: {
    title: '¿Cuánto cuesta Endolift en Miami?',
    intro:
      'En Miami, Endolift cuesta en promedio de $3,500 a $6,000. Su presupuesto personal se entrega por escrito después de una consulta gratuita.',
    range: '$3,500 a $6,000',
    factors: [
      'La zona tratada y su tamaño',
      'Si se combinan varias zonas en una misma sesión',
      'El grado de flacidez y si se recomienda una segunda sesión',
      'Las visitas de seguimiento incluidas en su plan',
    ],
    note: 'Nunca añadimos cargos ocultos, y no hay ningún compromiso de reservar después de su consulta.',
  },
  beforeAfter: {
    title: 'Antes y después',
    intro: 'Ejemplos ilustrativos del tipo de cambio que ven los pacientes tras una sesión. Los resultados individuales varían de una persona a otra.',
    images: [
      {
        image: '/images/before-after/es/jawline.svg',
        alt: 'Ilustración: perfil de una mujer antes y 4 meses después de Endolift en la mandíbula',
        caption: 'Mandíbula y papada, 4 meses después de una sesión',
      },
      {
        image: '/images/before-after/es/neck.svg',
        alt: 'Ilustración: vista frontal de un cuello antes y 6 meses después de Endolift',
        caption: 'Cuello, 6 meses después de una sesión',
      },
      {
        image: '/images/before-after/es/tummy.svg',
        alt: 'Ilustración: abdomen antes y 6 meses después del tensado de la piel del abdomen con Endolift',
        caption: 'Abdomen, 6 meses después de una sesión',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre Endolift en Miami',
    items: [
      {
        number: 1,
        question: '¿Endolift está autorizado por la FDA?',
        answer:
          'El láser de diodo de 1470 nm que se usa en Endolift está autorizado por la FDA. El tratamiento se realiza con anestesia local en nuestra clínica de Miami.',
      },
      {
        number: 2,
        question: '¿Cuánto dura la recuperación?',
        answer:
          'La mayoría de las personas retoma su rutina en 24-48 horas. La hinchazón alcanza su punto máximo hacia las 48 horas y desaparece en 5-10 días.',
      },
      {
        number: 3,
        question: '¿Cuánto cuesta en Miami?',
        answer:
          'En promedio, de $3,500 a $6,000, según la zona, su tamaño y si se combinan varias zonas. Recibirá un presupuesto por escrito después de una consulta gratuita.',
      },
      {
        number: 4,
        question: '¿Cuánto duran los resultados?',
        answer:
          'Los resultados duran de 1 a 5 años. Los resultados completos aparecen en 3 a 6 meses y, si la piel está más flácida, se puede sugerir una segunda sesión a los 4 a 6 meses.',
      },
    ],
  },
  whyMiami: {
    title: `¿Por qué elegir ${clinic.clinicName}?`,
    paragraphs: [
      `En Miami la vida se hace al aire libre, bajo el sol y muchas veces en traje de baño, y una recuperación corta es importante. ${clinic.clinicName} se centra en tratamientos que se adaptan a ese ritmo, con consejos honestos sobre la protección solar y sobre cómo programar el tratamiento según sus planes.`,
      `Cada tratamiento lo realiza ${practitioner.name}, ${practitioner.credentials}, con ${practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos. Como formadora principal (Master Trainer), también enseña la técnica a otros profesionales clínicos.`,
    ],
    points: [
      'Consultas gratuitas en persona, por teléfono o por FaceTime',
      'Un plan y un presupuesto claros y por escrito',
      'Seguimiento hasta que su resultado se haya desarrollado por completo',
    ],
  },
  cta: {
    title: 'Reserve su consulta gratuita en Miami',
    html: `<p>Visítenos en ${clinic.address.street}, ${clinic.address.city}, o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a>. Evaluaremos su piel y le diremos con franqueza lo que Endolift puede hacer.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

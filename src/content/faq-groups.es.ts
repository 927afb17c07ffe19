/**
 * The FAQ page's three tab groups in Spanish: the twin of faq-groups.ts. The group keys stay the
 * English route segments (/es/faqs/results_faq); only the words change.
 */
import type * as en from './faq-groups';
import type { FaqItem } from './types';
import { faqGroupLabels } from './faq-group-labels.es';

export const treatmentFaqs: typeof en.treatmentFaqs = [
  {
    number: 1,
    question: '¿Endolift es un procedimiento quirúrgico?',
    answer:
      'No. Endolift es un tratamiento no quirúrgico: no hay incisiones, ni puntos, ni anestesia general. Una fibra óptica de apenas 200-300 µm se guía bajo la piel a través de un punto de entrada diminuto, y un láser de diodo de 1470 nm calienta suavemente el tejido desde dentro.',
  },
  {
    number: 2,
    question: '¿Qué ocurre el día del tratamiento?',
    answer:
      'Fotografiamos y marcamos la zona, limpiamos la piel y la adormecemos con anestesia local. Después movemos la fibra bajo la piel en abanico, con cuidado, mientras actúa el láser. Usted descansa unos minutos al terminar, recibe su plan de cuidados posteriores y se va a casa el mismo día.',
  },
  {
    number: 3,
    question: '¿Me van a dormir?',
    answer:
      'No. Solo se usa anestesia local o adormecimiento de la zona, así que usted permanece despierto y puede hablar con nosotros en todo momento. La mayoría de los pacientes describe una sensación de calor y una ligera presión, más que dolor.',
  },
  {
    number: 4,
    question: '¿Cuánto dura una sesión?',
    answer:
      'Las sesiones duran de 30 a 90 minutos según la zona, y hasta 2 horas cuando se tratan varias zonas a la vez. El párpado inferior lleva unos 20-30 minutos; la papada, la mandíbula, el cuello o la parte inferior del rostro, 30-45 minutos; y el abdomen o los brazos, 40-60 minutos.',
  },
];

export const resultsFaqs: typeof en.resultsFaqs = [
  {
    number: 1,
    question: '¿Cuándo veré mis resultados?',
    answer:
      'Muchos pacientes notan cierto tensado de inmediato. Como el cambio principal viene del colágeno nuevo, los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.',
  },
  {
    number: 2,
    question: '¿Cuánto duran los resultados?',
    answer:
      'Los resultados duran de 1 a 5 años. Muchos pacientes disfrutan de unos 1-2 años antes de un retoque, y algunos conservan el resultado hasta 5 años. La protección solar, un peso estable y un buen cuidado de la piel ayudan a que dure.',
  },
  {
    number: 3,
    question: '¿Necesitaré una segunda sesión?',
    answer:
      'Muchas veces basta una sesión. Si la piel está más flácida desde el principio, se puede sugerir una segunda sesión a los 4 a 6 meses, y un retoque a los 6-12 meses puede renovar el resultado.',
  },
  {
    number: 4,
    question: '¿Los resultados están garantizados?',
    answer:
      'Ninguna clínica honesta puede garantizar un resultado: los resultados varían según la edad, la calidad de la piel, la genética y el estilo de vida. En su consulta le mostramos fotos realistas de antes y después y le decimos con claridad lo que Endolift puede y no puede hacer por usted.',
  },
];

export const postTreatmentFaqs: typeof en.postTreatmentFaqs = [
  {
    number: 1,
    question: '¿Cuándo puedo volver al trabajo?',
    answer:
      'La mayoría de las personas vuelve al trabajo y a su rutina normal en 24-48 horas. Si su trabajo exige mucho esfuerzo físico, deje pasar algo más de tiempo antes de levantar objetos pesados.',
  },
  {
    number: 2,
    question: '¿Cuánto duran la hinchazón y los hematomas?',
    answer:
      'La hinchazón suele alcanzar su punto máximo hacia las 48 horas y desaparece en 5-10 días. Los hematomas leves, el enrojecimiento, la sensibilidad o el adormecimiento pueden durar de 1 a 14 días. Ayudan las compresas frías y mantener la zona elevada.',
  },
  {
    number: 3,
    question: '¿Cuándo puedo volver a hacer ejercicio?',
    answer:
      'Le recomendamos caminar sin esfuerzo desde el primer día. Espere 72 horas antes de hacer ejercicio de alta intensidad, y evite también durante 72 horas el calor, como el sauna, los baños de vapor y el yoga caliente.',
  },
  {
    number: 4,
    question: '¿Qué productos para la piel debo usar después?',
    answer:
      'Mantenga la zona limpia, use una crema hidratante suave y aplíquese todos los días un protector solar de amplio espectro FPS 30+. Evite los peelings y otros tratamientos de rejuvenecimiento de la superficie durante al menos 2 semanas, o hasta que le indiquemos lo contrario.',
  },
  {
    number: 5,
    question: '¿Hay alguna complicación poco frecuente a la que deba prestar atención?',
    answer:
      'En raras ocasiones puede irritarse un nervio cercano, lo que puede causar hormigueo o un cambio pasajero en la sensibilidad o el movimiento; se resuelve en 3-6 meses. Llámenos de inmediato si nota que aumentan el dolor, el calor o el enrojecimiento, o si algo le preocupa.',
  },
];

export const faqGroups: typeof en.faqGroups = {
  treatment_faq: { label: faqGroupLabels.treatment_faq, items: treatmentFaqs },
  results_faq: { label: faqGroupLabels.results_faq, items: resultsFaqs },
  post_treatment_faq: { label: faqGroupLabels.post_treatment_faq, items: postTreatmentFaqs },
};

/** The 'View all' tab in Spanish: the three groups in order, renumbered 1..13 continuously. */
export const allFaqs: typeof en.allFaqs = (): FaqItem[] =>
  [...treatmentFaqs, ...resultsFaqs, ...postTreatmentFaqs].map((item, index) => ({
    ...item,
    number: index + 1,
  }));

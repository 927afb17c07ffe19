/** Spanish copy of /treatments/tummy (tummy skin tightening), twin of tummy.ts. */
import { clinic } from '../../../src/config/clinic';
import type * as en from './tummy';

/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = clinic.practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const tummy: typeof en.tummy = {
  slug: 'tummy',
  name: 'Tensado de la piel del abdomen',
  path: '/treatments/tummy',
  hero: {
    image: '/images/heroes/tummy.svg',
    sub_title: 'Endolift para tensar la piel del abdomen',
    title: 'Un abdomen más firme, sin abdominoplastia',
    content:
      'Tense la piel flácida del abdomen después de perder peso o de un embarazo con una sesión de láser de 40-60 minutos bajo anestesia local.',
    points: ['Sesión de 40-60 minutos', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Indicado sobre todo para un IMC inferior a 30, aproximadamente.',
  },
  intro:
    'Después de un embarazo o de perder peso, la piel del abdomen no siempre recupera su firmeza, y el ejercicio por sí solo no puede tensarla. Endolift aplica bajo la piel un láser de diodo de 1470 nm autorizado por la FDA a través de una fibra de 200-300 µm, que contrae el tejido flácido, suaviza pequeños depósitos de grasa e inicia la renovación del colágeno, para que el abdomen se vea más liso y firme sin cirugía.',
  benefits: {
    title: 'Beneficios para el abdomen',
    items: [
      {
        benifit_title: 'Una piel más lisa y firme',
        benifit_content:
          'La contracción del tejido y el colágeno nuevo mejoran la flacidez y la textura arrugada alrededor del ombligo.',
      },
      {
        benifit_title: 'Pequeños depósitos de grasa atenuados',
        benifit_content:
          'El calor del láser puede reducir pequeños acúmulos rebeldes que se resisten a la dieta y al ejercicio.',
      },
      {
        benifit_title: 'Sin una cicatriz larga',
        benifit_content:
          'A diferencia de la abdominoplastia, no hay una incisión a lo ancho del abdomen, solo unos pocos puntos de entrada diminutos.',
      },
      {
        benifit_title: 'Vuelta rápida a la rutina',
        benifit_content:
          'La mayoría de los pacientes vuelve al trabajo en 24-48 horas y al entrenamiento intenso pasadas 72 horas.',
      },
    ],
  },
  whyChoose: {
    title: 'Por qué elegir Endolift',
    intro: 'Para la persona adecuada, Endolift es un punto intermedio entre las cremas y la cirugía.',
    items: [
      {
        benifit_title: 'No quirúrgico',
        benifit_content:
          'Sin anestesia general, sin drenajes y sin faltar semanas al trabajo: solo anestesia local y una recuperación corta.',
      },
      {
        benifit_title: 'Actúa bajo la superficie',
        benifit_content:
          'La fibra trata directamente las capas profundas, adonde no llegan los equipos que actúan sobre la superficie.',
      },
      {
        benifit_title: 'Un cambio de aspecto natural',
        benifit_content:
          'Los resultados se desarrollan a lo largo de 3 a 6 meses a medida que se forma su propio colágeno, para una mejoría gradual.',
      },
      {
        benifit_title: 'Manos con experiencia',
        benifit_content: `El tratamiento lo realiza ${clinic.practitioner.name}, con ${clinic.practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos.`,
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Duración de la sesión', quick_info: '40-60 minutos (a menudo unos 45 minutos)' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Ejercicio intenso', quick_info: 'Pasadas 72 horas' },
      { quick_title: 'Resultados completos', quick_info: 'De 3 a 6 meses' },
      { quick_title: 'IMC ideal', quick_info: 'Inferior a 30, aproximadamente' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Quién debe esperar',
    left_points: [
      'Tiene una flacidez leve a moderada en la piel del abdomen',
      'Tiene un IMC inferior a 30, aproximadamente, y un peso estable',
      'Ya no planea más embarazos o han pasado al menos varios meses desde el último, y ya no está amamantando',
      'Desea una mejoría sin abdominoplastia',
    ],
    right_points: [
      'Está embarazada, amamantando o planea un embarazo pronto',
      'Todavía está perdiendo peso',
      'Tiene una hernia o una separación de los músculos abdominales (diástasis) que requiere una valoración médica',
      'Tiene un pliegue grande de piel colgante, que se trata mejor con cirugía',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Valoración y marcado',
        card_content:
          'Evaluamos su piel y marcamos la zona con usted de pie; después la adormecemos con anestesia local.',
      },
      {
        number: 2,
        card_title: 'Tratamiento con láser',
        card_content:
          'Una fibra de 200-300 µm aplica la energía del láser de 1470 nm en abanico bajo la piel, tensa el tejido y suaviza la grasa.',
      },
      {
        number: 3,
        card_title: 'El colágeno se regenera',
        card_content:
          'A lo largo de 3 a 6 meses la piel se reafirma a medida que se forma colágeno nuevo; la mejoría puede continuar hasta por 12 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    items: [
      {
        title: 'Use su prenda de compresión',
        description:
          'Si le damos una prenda de compresión, úsela como le indiquemos; le da más comodidad y ayuda con la hinchazón.',
      },
      {
        title: 'Siga moviéndose con suavidad',
        description:
          'Camine desde el primer día. Espere 72 horas antes de hacer ejercicio de alta intensidad o de trabajar el abdomen.',
      },
      {
        title: 'Evite el calor durante 72 horas',
        description: 'Nada de saunas, baños de vapor, jacuzzis ni yoga en sala caliente durante 72 horas.',
      },
      {
        title: 'Cuente con algo de hinchazón',
        description:
          'La hinchazón alcanza su punto máximo a las 48 horas y desaparece en 5-10 días; los moretones o la sensibilidad duran 1-14 días.',
      },
      {
        title: 'Proteja la piel',
        description: 'Use protector solar FPS 30+ en la piel expuesta, sobre todo en la playa o en la piscina.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings, tratamientos de rejuvenecimiento cutáneo y depilación con cera en el abdomen',
        why: 'La piel debe estar en calma e intacta antes del tratamiento con láser.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Suplementos que hacen la sangre más fluida, como el aceite de pescado, si su médico está de acuerdo',
        why: 'Para reducir los moretones.',
      },
      {
        timing: '24 horas antes',
        avoid: 'El alcohol y las comidas pesadas',
        why: 'Así le resultará más cómodo permanecer en la camilla sin moverse, y tendrá menos hinchazón.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Cremas corporales y ropa ajustada en la cintura',
        why: 'La piel limpia permite marcar con precisión; la ropa holgada es más cómoda después.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre el abdomen',
    items: [
      {
        number: 1,
        question: '¿Es Endolift una alternativa a la abdominoplastia?',
        ans: `<p>Para una flacidez leve a moderada, sí. Si tiene un pliegue grande de piel colgante o los músculos abdominales separados, una abdominoplastia puede dar un mejor resultado, y se lo diremos.</p>`,
      },
      {
        number: 2,
        question: '¿Por qué importa el IMC?',
        ans: `<p>Endolift tensa la piel y trata pequeños depósitos de grasa; no es un tratamiento para bajar de peso. Los pacientes con un IMC inferior a 30, aproximadamente, y un peso estable suelen ver el resultado más claro.</p>`,
      },
      {
        number: 3,
        question: '¿Cuánto dura la sesión?',
        ans: `<p>Normalmente 40-60 minutos, según el tamaño de la zona; muchas sesiones duran unos 45 minutos.</p>`,
      },
      {
        number: 4,
        question: '¿Necesitaré más de una sesión?',
        ans: `<p>A veces. El abdomen es una zona más grande, así que se puede sugerir una segunda sesión a los 4 a 6 meses si su piel está más flácida desde el principio.</p>`,
      },
      {
        number: 5,
        question: '¿Ayuda con las estrías?',
        ans: `<p>Una piel más firme puede hacer que las estrías se vean un poco más suaves, pero Endolift no es un tratamiento para las estrías. Los resultados varían, y si esto es lo que más le preocupa, hablaremos de otras opciones.</p>`,
      },
    ],
  },
  cta: {
    title: 'Siéntase a gusto con su piel',
    html: `<p>Reserve una consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a>. Comprobaremos si el tensado de la piel del abdomen es adecuado para usted y le daremos un plan claro.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

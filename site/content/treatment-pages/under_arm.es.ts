/** /es/treatments/under_arm: upper-arm skin tightening in Spanish, twin of under_arm.ts (slug, path and images unchanged). */
import { clinic } from '../../../src/config/clinic';
import type * as en from './under_arm';

export const underArm: typeof en.underArm = {
  slug: 'under_arm',
  name: 'Brazos',
  path: '/treatments/under_arm',
  hero: {
    image: '/images/heroes/under_arm.svg',
    sub_title: 'Endolift para los brazos',
    title: 'Brazos tonificados y la confianza de lucir sin mangas',
    content:
      'Tense la piel flácida de la parte posterior de los brazos con una sesión de láser de 40-60 minutos con anestesia local, sin la cicatriz de un lifting de brazos.',
    points: ['Sesión de 40-60 minutos', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Resultados completos en 3 a 6 meses.',
  },
  intro:
    'La piel flácida en la parte posterior de los brazos es frecuente después de perder peso y con la edad, y rara vez mejora solo con ejercicio. Endolift aplica un láser de diodo de 1470 nm autorizado por la FDA a través de una fibra de 200-300 µm bajo la piel, que tensa el tejido y suaviza pequeños depósitos de grasa, para que los brazos se vean más lisos y tonificados.',
  benefits: {
    title: 'Beneficios para los brazos',
    items: [
      {
        benifit_title: 'Brazos más firmes',
        benifit_content: 'La contracción del tejido y el colágeno nuevo reducen la flacidez leve a moderada.',
      },
      {
        benifit_title: 'Sin una cicatriz larga',
        benifit_content:
          'Un lifting de brazos deja una cicatriz a lo largo del brazo; Endolift solo necesita unos pocos puntos de entrada diminutos.',
      },
      {
        benifit_title: 'Ambos brazos en una visita',
        benifit_content: 'Por lo general, ambos brazos se tratan en una sola sesión de 40-60 minutos.',
      },
      {
        benifit_title: 'Recuperación rápida',
        benifit_content: 'La mayoría de las personas vuelve al trabajo en 24-48 horas.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Tiempo', quick_info: '40-60 minutos para ambos brazos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      {
        quick_title: 'Recuperación',
        quick_info: 'De vuelta al trabajo en 24-48 horas; la hinchazón desaparece en 5-10 días',
      },
      {
        quick_title: 'Primer cambio visible',
        quick_info: 'Cierto tensado de inmediato; resultados completos en 3 a 6 meses',
      },
      { quick_title: 'Duración de los resultados', quick_info: 'Unos 1-2 años, hasta 5 años' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Quién debe esperar',
    left_points: [
      'Tiene una flacidez leve a moderada en la parte superior de los brazos',
      'Mantiene un peso estable',
      'Desea un resultado sin la cicatriz de un lifting de brazos',
    ],
    right_points: [
      'Está embarazada o amamantando',
      'Todavía está perdiendo bastante peso',
      'Tiene linfedema o un problema de circulación en los brazos',
      'Tiene un pliegue de piel grande y colgante, que podría requerir cirugía',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Marcado y anestesia',
        card_content: 'Marcamos la zona con sus brazos levantados y luego la adormecemos con anestesia local.',
      },
      {
        number: 2,
        card_title: 'Láser bajo la piel',
        card_content:
          'La fibra de 200-300 µm lleva la energía del láser de 1470 nm bajo la piel, contrae el tejido y suaviza la grasa.',
      },
      {
        number: 3,
        card_title: 'Tonificación progresiva',
        card_content:
          'Los brazos siguen reafirmándose a medida que se forma colágeno, y los resultados alcanzan su mejor momento a los 3 a 6 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    items: [
      {
        title: 'Mangas de compresión',
        description:
          'Si se lo indicamos, use mangas de compresión los primeros días para sostener el tejido y aliviar la hinchazón.',
      },
      {
        title: 'Evite levantar peso',
        description:
          'Haga ejercicios de brazos ligeros y espere 72 horas antes de entrenar a alta intensidad.',
      },
      {
        title: 'Evite el calor durante 72 horas',
        description: 'No use sauna, baños de vapor ni baños calientes durante 72 horas.',
      },
      {
        title: 'Protección solar',
        description: 'Aplíquese FPS 30+ en los brazos siempre que los lleve al descubierto.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings, depilación con cera y tratamientos de rejuvenecimiento de la superficie en los brazos',
        why: 'La piel debe estar calmada e intacta.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Suplementos con efecto anticoagulante, si su médico está de acuerdo',
        why: 'Para reducir la probabilidad de hematomas.',
      },
      {
        timing: '24 horas antes',
        avoid: 'Bebidas alcohólicas',
        why: 'Aumenta la hinchazón y los hematomas.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Crema corporal en los brazos y mangas ajustadas',
        why: 'La piel limpia permite marcar la zona; las mangas holgadas le darán comodidad después.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre los brazos',
    items: [
      {
        number: 1,
        question: '¿Endolift es una alternativa al lifting de brazos?',
        ans: `<p>Para la flacidez leve a moderada, puede serlo. El lifting de brazos retira piel y deja una cicatriz larga; Endolift tensa la piel que usted ya tiene. La piel muy flácida suele necesitar cirugía.</p>`,
      },
      {
        number: 2,
        question: '¿Cuánto tiempo lleva?',
        ans: `<p>Unos 40-60 minutos para ambos brazos.</p>`,
      },
      {
        number: 3,
        question: '¿Cuándo puedo volver a hacer ejercicio?',
        ans: `<p>Puede caminar desde el primer momento. Espere 72 horas antes de hacer ejercicio de alta intensidad o de entrenar los brazos con peso.</p>`,
      },
      {
        number: 4,
        question: '¿Cuánto duran los resultados?',
        ans: `<p>Unos 1-2 años en muchos pacientes y hasta 5 años en algunos, sobre todo si mantienen un peso estable. Un retoque a los 6-12 meses es opcional.</p>`,
      },
    ],
  },
  cta: {
    title: '¿Listo para unos brazos tonificados?',
    html: `<p>Reserve una consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a> para saber si el tensado de la piel de los brazos es adecuado para usted.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

/** /es/treatments/neck: neck skin tightening in Spanish, twin of neck.ts (slug, path and images unchanged). */
import { clinic } from '../../../src/config/clinic';
import type * as en from './neck';

export const neck: typeof en.neck = {
  slug: 'neck',
  name: 'Cuello',
  path: '/treatments/neck',
  hero: {
    image: '/images/heroes/neck.svg',
    sub_title: 'Endolift para el cuello',
    title: 'Un cuello más liso y firme',
    content:
      'Tense la piel flácida o arrugada del cuello y suavice las primeras bandas con un tratamiento láser de 30-45 minutos, sin incisiones y solo con anestesia local.',
    points: ['Sesión de 30-45 minutos', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Los resultados duran unos 1-2 años, y hasta 5.',
  },
  intro:
    'La piel del cuello es fina y muestra pronto el daño solar y la flacidez, muchas veces antes que el rostro. Endolift la trata por debajo de la superficie: un láser de diodo de 1470 nm autorizado por la FDA, aplicado a través de una fibra de 200-300 µm, contrae el tejido y estimula el colágeno, de modo que el cuello se ve más liso y mejor sostenido.',
  benefits: {
    title: 'Beneficios para el cuello',
    items: [
      {
        benifit_title: 'Menos piel arrugada',
        benifit_content:
          'La renovación del colágeno mejora en 3 a 6 meses la textura de la piel fina y arrugada del cuello.',
      },
      {
        benifit_title: 'Bandas del cuello más suaves',
        benifit_content: 'Una piel más tensa puede hacer menos visibles las primeras bandas verticales.',
      },
      {
        benifit_title: 'En armonía con el rostro',
        benifit_content:
          'Un cuello más firme acompaña a los tratamientos faciales, para que el rostro y el cuello aparenten la misma edad.',
      },
      {
        benifit_title: 'Mínima interrupción',
        benifit_content:
          'La mayoría de las personas vuelve al trabajo en 24-48 horas; la hinchazón desaparece en 5-10 días.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Duración de la sesión', quick_info: '30-45 minutos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Hinchazón', quick_info: 'Máxima a las 48 horas, desaparece en 5-10 días' },
      { quick_title: 'Resultados completos', quick_info: 'De 3 a 6 meses, con mejoría hasta los 12 meses' },
      { quick_title: 'Duración de los resultados', quick_info: 'Unos 1-2 años, hasta 5 años' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Quién debe esperar',
    left_points: [
      'Tiene una flacidez leve a moderada o piel arrugada en el cuello',
      'Nota las primeras bandas en el cuello o un ángulo entre mentón y cuello menos definido',
      'Goza de buena salud y mantiene un peso estable',
    ],
    right_points: [
      'Está embarazada o amamantando',
      'Está en tratamiento activo por una afección de la tiroides (lo consultamos con su médico)',
      'Tiene una infección, irritación o herida en la piel del cuello',
      'Tiene la piel muy flácida y podría necesitar un lifting de cuello quirúrgico',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Anestesia cómoda',
        card_content:
          'Limpiamos el cuello y lo adormecemos con anestesia local; usted permanece despierto y relajado.',
      },
      {
        number: 2,
        card_title: 'Láser bajo la piel',
        card_content:
          'Una fibra de 200-300 µm se desliza bajo la piel del cuello mientras el láser de 1470 nm contrae el tejido.',
      },
      {
        number: 3,
        card_title: 'Renovación a lo largo de los meses',
        card_content:
          'El colágeno nuevo reafirma y alisa el cuello, con resultados completos en 3 a 6 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    items: [
      {
        title: 'Duerma un poco elevado',
        description:
          'Las primeras dos noches, duerma con la cabeza elevada para reducir la hinchazón, que alcanza su punto máximo hacia las 48 horas.',
      },
      {
        title: 'Sin calor ni ejercicio intenso durante 72 horas',
        description:
          'Evite el sauna, los baños de vapor y el yoga caliente, y espere 72 horas antes de hacer ejercicio de alta intensidad.',
      },
      {
        title: 'Trate el cuello con suavidad',
        description:
          'Evite los cuellos ajustados y los collares pesados mientras dure la sensibilidad (normalmente 1-14 días).',
      },
      {
        title: 'Protección solar diaria',
        description: 'Aplíquese todos los días un protector solar de amplio espectro FPS 30+ en el cuello.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings, tratamientos de rejuvenecimiento de la superficie y productos fuertes con retinoides o ácidos en el cuello',
        why: 'La piel del cuello es fina; debe estar calmada e intacta antes del tratamiento.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Suplementos con efecto anticoagulante, si su médico está de acuerdo',
        why: 'Para reducir la probabilidad de hematomas.',
      },
      {
        timing: '24 horas antes',
        avoid: 'Bebidas alcohólicas',
        why: 'Aumenta la probabilidad de hinchazón y hematomas.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Collares, cremas y autobronceador en el cuello',
        why: 'Una piel limpia y descubierta nos permite marcar y tratar la zona con seguridad.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre el cuello',
    items: [
      {
        number: 1,
        question: '¿Puede Endolift ayudar con las arrugas del “cuello tecnológico”?',
        ans: `<p>Puede mejorar la firmeza y la textura de la piel, lo que a veces suaviza las líneas horizontales, pero las arrugas profundas y marcadas suelen necesitar una combinación de tratamientos. Le propondremos el plan más adecuado para usted.</p>`,
      },
      {
        number: 2,
        question: '¿Cuánto dura una sesión en el cuello?',
        ans: `<p>Unos 30-45 minutos, o más si se combina con la papada o la mandíbula.</p>`,
      },
      {
        number: 3,
        question: '¿Quedarán marcas visibles?',
        ans: `<p>La fibra entra por puntos diminutos que suelen desaparecer pronto. La hinchazón y los posibles hematomas se calman en 1-14 días.</p>`,
      },
      {
        number: 4,
        question: '¿Cuándo veré el resultado?',
        ans: `<p>Es posible que note cierto tensado de inmediato. Los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.</p>`,
      },
    ],
  },
  cta: {
    title: 'Vuelva a disfrutar de su cuello',
    html: `<p>Reserve una consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a> para saber si Endolift es adecuado para su cuello.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

/** /es/treatments/lower_eyelid: lower eyelid skin tightening in Spanish, twin of lower_eyelid.ts (slug, path and images unchanged). */
import { clinic } from '../../../src/config/clinic';
import type * as en from './lower_eyelid';

export const lowerEyelid: typeof en.lowerEyelid = {
  slug: 'lower_eyelid',
  name: 'Párpado inferior',
  path: '/treatments/lower_eyelid',
  hero: {
    image: '/images/heroes/lower_eyelid.svg',
    sub_title: 'Endolift para el párpado inferior',
    title: 'Una mirada más luminosa, una piel más lisa',
    content:
      'Tense con suavidad la piel arrugada bajo los ojos en una sesión de 20-30 minutos, sin incisiones y solo con anestesia local.',
    points: ['Sesión de 20-30 minutos', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Una zona delicada, tratada con un cuidado especial.',
  },
  intro:
    'La piel bajo los ojos es la más fina del rostro, por eso suele ser la primera en verse arrugada o cansada. Endolift utiliza un láser de diodo de 1470 nm autorizado por la FDA y una fibra de 200-300 µm, ajustados para esta zona delicada, que tensan desde dentro la piel del párpado inferior y estimulan el colágeno, para una mirada más fresca y descansada.',
  benefits: {
    title: 'Beneficios para el párpado inferior',
    items: [
      {
        benifit_title: 'Menos piel arrugada',
        benifit_content: 'El tensado y la renovación del colágeno alisan la textura fina y arrugada bajo los ojos.',
      },
      {
        benifit_title: 'Un aspecto descansado',
        benifit_content:
          'Una piel más firme puede hacer que la hinchazón leve y las sombras se noten menos. Los resultados varían.',
      },
      {
        benifit_title: 'Sin cirugía de párpados',
        benifit_content:
          'No hay incisión ni cambia la forma del ojo; solo se logra una piel más tensa y lisa.',
      },
      {
        benifit_title: 'Sesión breve',
        benifit_content: 'El tratamiento en sí dura unos 20-30 minutos.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Duración de la sesión', quick_info: '20-30 minutos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Hinchazón', quick_info: 'Máxima a las 48 horas, desaparece en 5-10 días' },
      { quick_title: 'Resultados completos', quick_info: 'De 3 a 6 meses' },
      { quick_title: 'Duración de los resultados', quick_info: 'Unos 1-2 años, hasta 5 años' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Quién debe esperar',
    left_points: [
      'Tiene la piel arrugada o ligeramente flácida bajo los ojos',
      'Tiene una hinchazón leve, no bolsas de grasa grandes',
      'Desea una renovación sutil y natural',
    ],
    right_points: [
      'Está embarazada o amamantando',
      'Tiene una infección ocular, un brote de ojo seco o irritación',
      'Se ha operado de los ojos en los últimos seis meses',
      'Tiene bolsas grandes bajo los ojos, que quizá requieran la valoración de un cirujano',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Protección y anestesia',
        card_content:
          'Protegemos sus ojos y adormecemos la zona del párpado inferior con anestesia local.',
      },
      {
        number: 2,
        card_title: 'Un trabajo láser delicado',
        card_content:
          'La fibra de 200-300 µm pasa bajo la piel con una energía láser de 1470 nm baja y cuidadosamente controlada.',
      },
      {
        number: 3,
        card_title: 'Una piel más lisa con el tiempo',
        card_content:
          'La renovación del colágeno tensa y alisa la piel bajo los ojos a lo largo de 3 a 6 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    items: [
      {
        title: 'Compresas frías',
        description:
          'Aplique compresas frías con suavidad durante las primeras 48 horas, cuando la hinchazón está en su punto máximo.',
      },
      {
        title: 'Duerma con la cabeza elevada',
        description: 'Use una almohada más las primeras noches para ayudar a que baje la hinchazón.',
      },
      {
        title: 'Sin maquillaje de ojos durante 48 horas',
        description: 'Deje que se cierren los puntos de entrada antes de maquillarse alrededor de los ojos.',
      },
      {
        title: 'Evite el calor durante 72 horas',
        description:
          'No use sauna ni baños de vapor ni haga yoga caliente, y espere 72 horas antes de hacer ejercicio de alta intensidad.',
      },
      {
        title: 'Lentes de sol y FPS 30+',
        description: 'Proteja esta piel delicada con lentes de sol y un protector solar suave FPS 30+ todos los días.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings, tratamientos de rejuvenecimiento de la superficie y cremas con retinoides alrededor de los ojos',
        why: 'La fina piel bajo los ojos debe estar calmada e intacta.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Suplementos con efecto anticoagulante, si su médico está de acuerdo',
        why: 'Los hematomas se notan fácilmente alrededor de los ojos.',
      },
      {
        timing: '24 horas antes',
        avoid: 'Alcohol y comidas saladas',
        why: 'Ambos pueden aumentar la hinchazón y las bolsas.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Maquillaje de ojos y lentes de contacto',
        why: 'Necesitamos la piel limpia, y después los lentes de armazón resultan más cómodos.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre el párpado inferior',
    items: [
      {
        number: 1,
        question: '¿Es seguro tan cerca del ojo?',
        ans: `<p>Sus ojos están protegidos en todo momento, y la fibra trabaja bajo la piel del párpado inferior, lejos del ojo en sí. La energía se ajusta a esta zona delicada. Como con cualquier tratamiento, hablamos con usted de los riesgos antes de empezar.</p>`,
      },
      {
        number: 2,
        question: '¿Eliminará las bolsas bajo los ojos?',
        ans: `<p>Puede mejorar la piel arrugada y la hinchazón leve. Las bolsas de grasa grandes suelen tratarse mejor con cirugía; le aconsejaremos con franqueza.</p>`,
      },
      {
        number: 3,
        question: '¿Cuánto tiempo lleva?',
        ans: `<p>El tratamiento dura unos 20-30 minutos, más el tiempo de la anestesia previa.</p>`,
      },
      {
        number: 4,
        question: '¿Durante cuánto tiempo se notará la hinchazón?',
        ans: `<p>La hinchazón alcanza su punto máximo hacia las 48 horas y desaparece en 5-10 días. La mayoría de las personas vuelve al trabajo en 24-48 horas, algunas con lentes oscuros los primeros días.</p>`,
      },
    ],
  },
  cta: {
    title: 'Renueve su mirada',
    html: `<p>Reserve una consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a> para saber si el tratamiento del párpado inferior es adecuado para usted.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

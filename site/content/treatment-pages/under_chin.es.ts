/** Spanish copy of /treatments/under_chin (under-chin tightening), twin of under_chin.ts. */
import { clinic } from '../../../src/config/clinic';
import type * as en from './under_chin';

export const underChin: typeof en.underChin = {
  slug: 'under_chin',
  name: 'Papada',
  path: '/treatments/under_chin',
  hero: {
    image: '/images/heroes/under_chin.svg',
    sub_title: 'Endolift para la papada',
    title: 'Un perfil más definido, sin cirugía',
    content:
      'Endolift tensa la piel blanda y flácida bajo el mentón y puede reducir un pequeño exceso de volumen, en una sesión de 30-45 minutos con anestesia local.',
    points: ['Sesión de 30-45 minutos', 'Solo anestesia local', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Los resultados completos aparecen en 3 a 6 meses.',
  },
  intro:
    'La zona bajo el mentón suele ser la primera en aflojarse con la edad, los cambios de peso o la genética, y puede hacer que el perfil se vea más pesado que el resto del rostro. Endolift usa un láser de diodo de 1470 nm autorizado por la FDA, aplicado con una fibra de 200-300 µm, para tensar la piel desde dentro y estimular la formación de colágeno nuevo, y así lograr una línea más limpia entre el mentón y el cuello.',
  benefits: {
    title: 'Beneficios para la papada',
    items: [
      {
        benifit_title: 'Un ángulo definido entre el mentón y el cuello',
        benifit_content:
          'Tensar la piel bajo el mentón ayuda a recuperar el ángulo entre el mentón y el cuello que da nitidez al perfil.',
      },
      {
        benifit_title: 'También trata pequeños acúmulos de grasa',
        benifit_content:
          'El calor del láser puede atenuar un volumen moderado mientras reafirma la piel que lo cubre.',
      },
      {
        benifit_title: 'Una recuperación discreta',
        benifit_content:
          'La mayoría de las personas vuelve al trabajo en 24-48 horas; una bufanda o un cuello alto disimulan la hinchazón de los primeros días.',
      },
      {
        benifit_title: 'Sin cicatrices visibles',
        benifit_content:
          'A la fibra le basta un único punto de entrada diminuto, que suele quedar oculto bajo el mentón.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Duración de la sesión', quick_info: '30-45 minutos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Resultados completos', quick_info: 'De 3 a 6 meses' },
      { quick_title: 'Duración de los resultados', quick_info: 'Unos 1-2 años, hasta 5 años' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Es mejor esperar si',
    left_points: [
      'Tiene una flacidez leve a moderada o un pequeño exceso de volumen bajo el mentón',
      'Tiene una piel de buena calidad y un peso estable',
      'Prefiere una mejoría gradual y de aspecto natural',
    ],
    right_points: [
      'Está embarazada o amamantando',
      'Tiene una infección, acné inflamado o una herida en la zona',
      'Planea perder mucho peso en los próximos meses',
      'Tiene una gran cantidad de piel flácida que podría requerir cirugía',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Anestesia y punto de entrada',
        card_content:
          'Adormecemos la zona con anestesia local y hacemos un único punto de entrada diminuto para la fibra de 200-300 µm.',
      },
      {
        number: 2,
        card_title: 'Tensado con láser',
        card_content:
          'El láser de 1470 nm calienta con suavidad el tejido bajo el mentón, lo contrae y suaviza los pequeños depósitos de grasa.',
      },
      {
        number: 3,
        card_title: 'El colágeno hace su trabajo',
        card_content:
          'A lo largo de 3 a 6 meses se forma colágeno nuevo, y la zona bajo el mentón queda más firme y mejor definida.',
      },
    ],
  },
  timeline: {
    title: 'Qué esperar',
    intro: 'Una guía sencilla, semana a semana, de su tratamiento de papada.',
    items: [
      {
        title: 'El día del tratamiento',
        description:
          'La sesión dura 30-45 minutos. Puede notar un poco de tensado de inmediato, y regresa a casa el mismo día.',
      },
      {
        title: 'Días 1-2',
        description:
          'La hinchazón aumenta y alcanza su punto máximo hacia las 48 horas. La mayoría de las personas vuelve al trabajo en 24-48 horas.',
      },
      {
        title: 'Días 5-10',
        description:
          'La hinchazón desaparece. Los moretones, la sensibilidad o el adormecimiento, si los hay, se resuelven en 1-14 días.',
      },
      {
        title: 'Meses 3 a 6',
        description:
          'La renovación del colágeno se nota en un perfil más firme y limpio. La mejoría puede continuar hasta por 12 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    items: [
      {
        title: 'Mantenga la cabeza elevada',
        description:
          'Duerma con una almohada extra las dos primeras noches y use compresas frías para aliviar la hinchazón.',
      },
      {
        title: 'Evite el calor durante 72 horas',
        description:
          'No use saunas ni baños de vapor, no practique yoga en sala caliente y espere 72 horas antes de hacer ejercicio de alta intensidad.',
      },
      {
        title: 'Proteja su piel',
        description:
          'Use a diario un protector solar de amplio espectro FPS 30+ y evite los peelings durante al menos 2 semanas.',
      },
      {
        title: 'Revisión y retoque',
        description:
          'Revisamos su evolución en la cita de seguimiento. Un retoque a los 6-12 meses es opcional.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre la papada',
    items: [
      {
        number: 1,
        question: '¿Endolift eliminará mi papada?',
        ans: `<p>Puede ayudar con un volumen y una flacidez leves a moderados, porque tensa la piel y suaviza los pequeños depósitos de grasa. No sustituye la pérdida de peso ni la cirugía cuando hay mucha grasa o mucha piel. Le diremos con honestidad qué puede esperar.</p>`,
      },
      {
        number: 2,
        question: '¿Cuánto dura el tratamiento de la papada?',
        ans: `<p>Unos 30-45 minutos, más el tiempo para las fotos y la anestesia antes de empezar.</p>`,
      },
      {
        number: 3,
        question: '¿Puedo combinarlo con el cuello o la mandíbula?',
        ans: `<p>Sí. La papada suele tratarse junto con el cuello o el contorno mandibular para lograr un resultado general más armonioso. Las sesiones combinadas duran más, hasta unos 90 minutos.</p>`,
      },
      {
        number: 4,
        question: '¿Cuánto durará el resultado?',
        ans: `<p>Los resultados duran unos 1-2 años en muchos pacientes y hasta 5 años en algunos. Mantener un peso estable y proteger la piel ayuda. Los resultados varían.</p>`,
      },
    ],
  },
  cta: {
    title: '¿Quiere un perfil más definido?',
    html: `<p>Envíenos una foto con su solicitud de consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a> para hablarlo con nuestro equipo.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

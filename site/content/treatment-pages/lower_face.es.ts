/** Spanish copy of /treatments/lower_face (lower face and jawline), twin of lower_face.ts. */
import { clinic } from '../../../src/config/clinic';
import type * as en from './lower_face';

export const lowerFace: typeof en.lowerFace = {
  slug: 'lower_face',
  name: 'Tercio medio e inferior del rostro',
  path: '/treatments/lower_face',
  hero: {
    title: 'Parte inferior del rostro y mandíbula',
    bg_image: '/images/heroes/lower_face-bg.svg',
    sub_title: 'Endolift para el tercio medio e inferior del rostro',
    content:
      'Eleve la parte baja de las mejillas, suavice los surcos de la sonrisa y redefina la mandíbula con un tratamiento láser de 30-45 minutos con anestesia local.',
  },
  intro:
    'La parte media e inferior del rostro concentra buena parte de lo que percibimos como edad: mejillas que se aflojan, surcos de la sonrisa más marcados y una mandíbula que pierde definición. Endolift trata estos cambios por debajo de la piel con un láser de diodo de 1470 nm autorizado por la FDA, aplicado a través de una fibra óptica de 200-300 µm de grosor. El tejido se contrae, los pequeños depósitos de grasa se suavizan y comienza la renovación del colágeno, para una parte inferior del rostro más fresca y definida sin cirugía.',
  benefits: {
    title: '¿Por qué elegirlo?',
    intro: 'Una opción bien pensada para los cambios incipientes o moderados de la parte inferior del rostro.',
    items: [
      {
        benifit_title: 'Efecto lifting sin cirugía',
        benifit_content:
          'Sin incisiones, sin anestesia general y sin cicatrices visibles: solo unos pocos puntos de entrada diminutos.',
      },
      {
        benifit_title: 'Definición donde importa',
        benifit_content:
          'La mandíbula, la parte baja de las mejillas y la zona junto a la boca se tratan como una sola zona armoniosa.',
      },
      {
        benifit_title: 'Expresión natural',
        benifit_content:
          'Endolift tensa el tejido en lugar de paralizarlo o rellenarlo, así que sus gestos siguen siendo los suyos.',
      },
      {
        benifit_title: 'Recuperación breve',
        benifit_content:
          'La mayoría de las personas vuelve al trabajo en 24-48 horas y al ejercicio intenso pasadas 72 horas.',
      },
      {
        benifit_title: 'Resultados que progresan',
        benifit_content:
          'Los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.',
      },
    ],
  },
  quickFacts: {
    title: 'Una guía completa para pacientes',
    intro: 'Lo esencial del tratamiento de la parte inferior del rostro y la mandíbula, de un vistazo.',
    items: [
      { quick_title: 'Tiempo', quick_info: '30-45 minutos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      {
        quick_title: 'Recuperación',
        quick_info:
          'De vuelta al trabajo en 24-48 horas; la hinchazón alcanza su punto máximo a las 48 horas y desaparece en 5-10 días',
      },
      {
        quick_title: 'Primer cambio visible',
        quick_info: 'Cierto tensado de inmediato; un cambio claro a partir de unos 3 meses',
      },
      {
        quick_title: 'Duración de los resultados',
        quick_info: 'Unos 1-2 años, hasta 5 años; retoque a los 6-12 meses si lo desea',
      },
    ],
    note: 'La mayoría de las personas tiene una hinchazón o unos hematomas leves que desaparecen en una semana.',
  },
  candidates: {
    title: 'Candidato ideal o mejor esperar',
    left_title: 'Candidato ideal',
    right_title: 'Mejor esperar',
    left_points: [
      'Flacidez incipiente o moderada de la parte baja de las mejillas o de la mandíbula',
      'Surcos de la sonrisa que se marcan más a medida que las mejillas se aflojan',
      'Buena salud general y un peso estable',
      'Expectativas realistas de un resultado gradual y natural',
    ],
    right_points: [
      'Embarazo o lactancia',
      'Acné activo, herpes labial o una infección en la parte inferior del rostro',
      'Rellenos o hilos aplicados en la zona en las últimas semanas',
      'Un exceso de piel muy marcado, para el que un lifting facial sería mejor opción',
    ],
  },
  howItWorks: {
    title: '¿Cómo funciona?',
    intro: 'Una sesión, tres pasos, todo por debajo de la superficie de la piel.',
    cards: [
      {
        number: 1,
        card_title: 'Planificar y adormecer',
        card_content:
          'Marcamos la parte baja de las mejillas, la zona de los surcos de la sonrisa y la mandíbula, y después las adormecemos con anestesia local.',
      },
      {
        number: 2,
        card_title: 'Tensar desde dentro',
        card_content:
          'La fibra de 200-300 µm lleva la energía del láser de 1470 nm bajo la piel: contrae el tejido de sostén y suaviza pequeños depósitos de grasa.',
      },
      {
        number: 3,
        card_title: 'Renovación con los meses',
        card_content:
          'Su propio colágeno reconstruye el sostén de la parte inferior del rostro, y los resultados alcanzan su punto máximo entre los 3 y los 6 meses.',
      },
    ],
  },
  steps: {
    title: 'Qué esperar',
    intro: 'Desde su consulta hasta su resultado final, paso a paso.',
    image: '/images/treatments/lower_face-what-to-expect.svg',
    imageAlt: 'La profesional revisa con una paciente la parte inferior del rostro y la mandíbula antes del tratamiento',
    items: [
      {
        title: 'Consulta',
        description: `${clinic.practitioner.name} evalúa su piel, toma fotografías y acuerda con usted un plan y un presupuesto personalizados.`,
      },
      {
        title: 'El día del tratamiento',
        description:
          'Después de la anestesia, el tratamiento dura 30-45 minutos. Usted descansa un momento y vuelve a casa el mismo día.',
      },
      {
        title: 'Primeras 48 horas',
        description:
          'La hinchazón aumenta y alcanza su punto máximo hacia las 48 horas. Mantenga la cabeza elevada, aplique compresas frías y evite el calor.',
      },
      {
        title: 'Primera semana',
        description:
          'La mayoría de las personas tiene una hinchazón o unos hematomas leves que desaparecen en una semana; por lo general puede volver al trabajo en 24-48 horas.',
      },
      {
        title: 'Meses 3 a 12',
        description:
          'La renovación del colágeno se nota en una parte inferior del rostro más firme y definida. Revisamos su resultado en su cita de control.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings químicos, láseres de rejuvenecimiento y nuevos rellenos o hilos en la parte inferior del rostro',
        why: 'Un tejido tranquilo y asentado cicatriza de manera uniforme y nos permite valorar el resultado con precisión.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Aceite de pescado, vitamina E y suplementos similares, si su médico está de acuerdo',
        why: 'Pueden favorecer los hematomas.',
      },
      {
        timing: '24 horas antes',
        avoid: 'Bebidas alcohólicas',
        why: 'Hacen más probables la hinchazón y los hematomas.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Maquillaje y productos para el cuidado de la piel en la parte inferior del rostro',
        why: 'La piel limpia reduce el riesgo de infección y permite un marcado preciso.',
      },
    ],
  },
  resultsLongevity: {
    title: 'Resultados y duración',
    paragraphs: [
      'Muchos pacientes notan cierto tensado en cuanto baja la hinchazón. El cambio principal viene del colágeno nuevo, así que los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.',
      'Los resultados duran unos 1-2 años en muchos pacientes y hasta 5 años en algunos. La edad, la calidad de la piel, la exposición al sol y los cambios de peso influyen, y los resultados varían de una persona a otra.',
    ],
    points: [
      'Si su piel está más flácida desde el principio, se puede sugerir una segunda sesión a los 4 a 6 meses.',
      'Un retoque opcional a los 6-12 meses puede renovar el resultado.',
      'Un protector solar FPS 30+ a diario y un peso estable ayudan a proteger su inversión.',
    ],
  },
  safety: {
    title: 'Seguridad y efectos secundarios',
    intro: 'Endolift tiene un perfil de seguridad tranquilizador cuando lo realiza una profesional con experiencia.',
    paragraphs: [
      'El láser de 1470 nm que usamos está autorizado por la FDA, y el tratamiento se hace con anestesia local, lo que evita los riesgos de la anestesia general. Los efectos secundarios suelen ser leves y duran 1-14 días.',
      'En raras ocasiones puede irritarse un nervio cercano, lo que puede causar hormigueo o un cambio pasajero en la sensibilidad o en la sonrisa. Se resuelve en 3-6 meses. Llámenos enseguida si algo le preocupa después del tratamiento.',
    ],
    points: [
      'Hinchazón, con su punto máximo a las 48 horas, que desaparece en 5-10 días',
      'Hematomas o enrojecimiento leves',
      'Sensibilidad, tirantez o adormecimiento pasajero',
      'Marcas diminutas en los puntos de entrada, que desaparecen',
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre la parte inferior del rostro y la mandíbula',
    items: [
      {
        number: 1,
        question: '¿Puede Endolift sustituir a un lifting facial?',
        ans: `<p>No en todos los casos. Ante una flacidez incipiente o moderada puede lograr un efecto lifting visible con un tiempo de recuperación mucho menor. Para un exceso de piel muy marcado, el lifting facial sigue siendo la mejor opción, y le diremos con honestidad cuál le conviene.</p>`,
      },
      {
        number: 2,
        question: '¿Se verá mi cara distinta o "operada"?',
        ans: `<p>No. Endolift tensa su propio tejido y forma colágeno poco a poco, así que usted se sigue viendo como usted, solo que con un aspecto más fresco y definido.</p>`,
      },
      {
        number: 3,
        question: '¿Cuánto dura el tratamiento?',
        ans: `<p>Unos 30-45 minutos para la parte inferior del rostro y la mandíbula, más el tiempo de la anestesia y las fotografías.</p>`,
      },
      {
        number: 4,
        question: '¿Qué debo evitar después?',
        ans: `<ul>
  <li>El calor (saunas, baños de vapor, yoga caliente) durante 72 horas</li>
  <li>El ejercicio de alta intensidad durante 72 horas</li>
  <li>Los peelings y tratamientos de rejuvenecimiento de la superficie durante al menos 2 semanas</li>
  <li>El sol sin un protector solar de amplio espectro FPS 30+</li>
</ul>`,
      },
      {
        number: 5,
        question: '¿Puedo combinarlo con rellenos u otros tratamientos?',
        ans: `<p>Muchas veces sí, con los tiempos adecuados. Por lo general dejamos unas semanas entre Endolift y los rellenos o hilos en la misma zona, y planificamos el orden con usted en su consulta.</p>`,
      },
    ],
  },
  cta: {
    title: 'Redescubra su mandíbula',
    html: `<p>Reserve una consulta gratuita con ${clinic.practitioner.name} o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a>. Evaluaremos la parte inferior de su rostro y le explicaremos qué puede esperar de forma realista.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

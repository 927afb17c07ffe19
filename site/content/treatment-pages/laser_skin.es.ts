/** Spanish copy of /treatments/laser_skin (Endolift laser skin tightening in general), twin of laser_skin.ts. */
import { clinic } from '../../../src/config/clinic';
import type * as en from './laser_skin';

export const laserSkin: typeof en.laserSkin = {
  slug: 'laser_skin',
  name: 'Tensado de la piel con láser',
  path: '/treatments/laser_skin',
  hero: {
    image: '/images/heroes/laser_skin.svg',
    sub_title: 'Tensado de la piel con láser Endolift',
    title: 'Piel más firme desde dentro',
    content:
      'Un tratamiento láser no quirúrgico que reafirma la piel flácida del rostro y del cuerpo con una fibra tan fina como un cabello y solo anestesia local.',
    points: ['Láser de 1470 nm autorizado por la FDA', 'Sesiones de 30 a 90 minutos', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Los resultados se desarrollan en 3 a 6 meses y duran de 1 a 5 años.',
  },
  intro:
    'El tensado de la piel con láser Endolift trata la flacidez leve a moderada allí donde las cremas no llegan y donde la cirugía parece demasiado. Un láser de diodo de 1470 nm aplica calor controlado bajo la piel a través de una fibra óptica de 200-300 µm de grosor: el tejido flácido se contrae de inmediato y su organismo empieza a producir colágeno nuevo durante los meses siguientes.',
  benefits: {
    title: 'Beneficios del tensado de la piel con láser',
    intro: 'Por qué los pacientes prefieren Endolift a los tratamientos superficiales o a la cirugía.',
    items: [
      {
        benifit_title: 'Sin incisiones',
        benifit_content:
          'La fibra entra por un punto diminuto, del tamaño de una aguja: no quedan cicatrices que ocultar ni puntos que retirar.',
      },
      {
        benifit_title: 'Solo anestesia local',
        benifit_content:
          'Se adormece la zona y usted permanece despierto y cómodo; no hace falta anestesia general ni sedación.',
      },
      {
        benifit_title: 'Recuperación breve',
        benifit_content:
          'La mayoría de las personas vuelve al trabajo en 24-48 horas, y la hinchazón desaparece en 5-10 días.',
      },
      {
        benifit_title: 'Un cambio natural y gradual',
        benifit_content:
          'El colágeno nuevo se forma con el tiempo, así que el resultado se parece a usted, solo que más firme; los resultados completos aparecen en 3 a 6 meses.',
      },
      {
        benifit_title: 'Para el rostro y el cuerpo',
        benifit_content:
          'La misma tecnología trata la mandíbula, el cuello, los párpados, los brazos y el abdomen, con parámetros adaptados a cada zona.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Tecnología', quick_info: 'Láser de diodo de 1470 nm autorizado por la FDA, fibra de 200-300 µm' },
      { quick_title: 'Duración de la sesión', quick_info: 'De 30 a 90 minutos; hasta 2 horas si se combinan zonas' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Resultados completos', quick_info: 'De 3 a 6 meses, con mejoría hasta los 12 meses' },
      { quick_title: 'Duración de los resultados', quick_info: 'De 1 a 5 años; unos 1-2 años en muchos pacientes' },
    ],
  },
  candidates: {
    title: '¿Es adecuado para usted?',
    left_title: 'Candidatos ideales',
    right_title: 'Quién debe esperar',
    left_points: [
      'Adultos con flacidez leve a moderada de la piel',
      'Personas que desean un cambio visible sin cirugía',
      'Quienes mantienen un peso estable y gozan de buena salud general',
      'Pacientes que pueden esperar de 3 a 6 meses para ver el resultado completo',
    ],
    right_points: [
      'Mujeres embarazadas o en periodo de lactancia',
      'Personas con una infección activa o una herida abierta en la zona',
      'Personas con diabetes no controlada o un trastorno de la coagulación',
      'Quienes tienen un exceso de piel muy marcado, para quienes la cirugía puede ser mejor opción',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    intro: 'Tres efectos con un solo tratamiento, suave y preciso.',
    cards: [
      {
        number: 1,
        card_title: 'Colocación precisa',
        card_content:
          'Tras aplicar anestesia local, se guía bajo la piel una fibra óptica de 200-300 µm a través de un punto de entrada diminuto.',
      },
      {
        number: 2,
        card_title: 'Calor controlado',
        card_content:
          'El láser de 1470 nm calienta con suavidad las capas profundas: contrae las bandas fibrosas que sostienen la piel y suaviza pequeños depósitos de grasa.',
      },
      {
        number: 3,
        card_title: 'Renovación del colágeno',
        card_content:
          'En los meses siguientes su piel produce colágeno nuevo y sigue reafirmándose; los resultados alcanzan su punto máximo entre los 3 y los 6 meses.',
      },
    ],
  },
  steps: {
    title: 'Cuidados esenciales posteriores',
    intro: 'Pasos sencillos que le ayudan a recuperarse con comodidad y a proteger su resultado.',
    items: [
      {
        title: 'Primeras 48 horas',
        description:
          'Descanse, aplique compresas frías y, cuando pueda, mantenga la zona elevada. La hinchazón alcanza su punto máximo hacia las 48 horas; es normal.',
      },
      {
        title: 'Primeras 72 horas',
        description:
          'Evite el calor, como saunas, baños de vapor, yoga caliente y duchas muy calientes, y deje el ejercicio de alta intensidad para después de 72 horas.',
      },
      {
        title: 'Días 5-10',
        description:
          'La hinchazón desaparece en 5-10 días. Durante 1-14 días pueden aparecer y desaparecer hematomas leves, sensibilidad o adormecimiento.',
      },
      {
        title: 'Todos los días',
        description:
          'Proteja la piel tratada con un protector solar de amplio espectro FPS 30+ y manténgala bien hidratada.',
      },
      {
        title: 'Meses 3 a 12',
        description:
          'Su resultado progresa a medida que se forma el colágeno. Revisamos su evolución y, si lo desea, puede hacerse un retoque a los 6-12 meses.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    intro: 'Prepararse un poco ayuda a tener menos hematomas y a recuperarse antes.',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings químicos, rejuvenecimiento con láser y otros tratamientos agresivos de la piel',
        why: 'La piel debe estar tranquila e intacta para que cicatrice de manera uniforme después del láser.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Suplementos como el aceite de pescado, la vitamina E y el ginkgo, si su médico está de acuerdo',
        why: 'Pueden favorecer los hematomas. Nunca deje un medicamento recetado sin consultarlo con su médico.',
      },
      {
        timing: '24 horas antes',
        avoid: 'Bebidas alcohólicas',
        why: 'El alcohol dilata los vasos sanguíneos y hace más probables los hematomas y la hinchazón.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Maquillaje, cremas y autobronceador en la zona',
        why: 'La piel limpia reduce el riesgo de infección y nos permite marcar la zona con precisión.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre el tensado de la piel con láser',
    items: [
      {
        number: 1,
        question: '¿Endolift es lo mismo que un lifting facial?',
        ans: `<p>No. Un lifting facial retira piel mediante cirugía y con anestesia general. Endolift tensa la piel que usted ya tiene, a través de una fibra fina como un cabello y con anestesia local, con una recuperación mucho más corta. Está indicado para la flacidez leve a moderada, no para un exceso de piel muy marcado.</p>`,
      },
      {
        number: 2,
        question: '¿Cuánto dura una sesión?',
        ans: `<p>Entre 30 y 90 minutos, según la zona. El párpado inferior lleva unos 20-30 minutos; varias zonas juntas pueden llevar hasta 2 horas.</p>`,
      },
      {
        number: 3,
        question: '¿Cuándo notaré la diferencia?',
        ans: `<p>Muchas veces se ve cierto tensado de inmediato. Los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.</p>`,
      },
      {
        number: 4,
        question: '¿Qué riesgos tiene?',
        ans: `<ul>
  <li>Hinchazón, hematomas, enrojecimiento o sensibilidad durante 1-14 días</li>
  <li>Adormecimiento o sensación de tirantez pasajeros</li>
  <li>En raras ocasiones, irritación de un nervio, que se resuelve en 3-6 meses</li>
</ul>
<p>Le explicamos cada riesgo en su consulta, antes de que usted decida.</p>`,
      },
      {
        number: 5,
        question: '¿Necesitaré más de una sesión?',
        ans: `<p>Muchas veces no. Si su piel está más flácida desde el principio, se puede sugerir una segunda sesión a los 4 a 6 meses, y un retoque a los 6-12 meses puede renovar el resultado.</p>`,
      },
    ],
  },
  cta: {
    title: 'Descubra lo que Endolift puede hacer por usted',
    html: `<p>Reserve una consulta gratuita con ${clinic.practitioner.name} o llámenos al <a href="${clinic.phoneHref}">${clinic.phone}</a>. Le diremos con honestidad si el tensado de la piel con láser es adecuado para su piel.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

/** Spanish copy of /treatments/mandibular_contour (jawline definition), twin of mandibular_contour.ts. */
import { clinic } from '../../../src/config/clinic';
import type * as en from './mandibular_contour';

export const mandibularContour: typeof en.mandibularContour = {
  slug: 'mandibular_contour',
  name: 'Contorno mandibular',
  path: '/treatments/mandibular_contour',
  hero: {
    image: '/images/heroes/mandibular_contour.svg',
    sub_title: 'Contorno mandibular con Endolift',
    title: 'Redefina la línea de su mandíbula',
    content:
      'Suavice las primeras papadas laterales y recupere una línea nítida del mentón a la oreja con un tratamiento láser de 30-45 minutos bajo anestesia local.',
    points: ['Sesión de 30-45 minutos', 'Sin incisiones ni puntos', 'De vuelta al trabajo en 24-48 horas'],
    info: 'Los resultados se desarrollan a lo largo de 3 a 6 meses.',
  },
  intro:
    'Una mandíbula bien definida enmarca todo el rostro. Al disminuir el colágeno, la piel a lo largo de la mandíbula se afloja y las primeras papadas laterales desdibujan ese borde. Endolift coloca justo debajo de la piel, a lo largo de la mandíbula, la fibra de un láser de diodo de 1470 nm autorizado por la FDA, de 200-300 µm de ancho, para tensar el tejido e iniciar la renovación del colágeno y redefinir el contorno sin cirugía.',
  benefits: {
    title: 'Beneficios para la mandíbula',
    items: [
      {
        benifit_title: 'Un borde más nítido',
        benifit_content:
          'La piel tensada a lo largo de la mandíbula marca una transición más clara entre el rostro y el cuello.',
      },
      {
        benifit_title: 'Papadas laterales más suaves',
        benifit_content:
          'Las primeras papadas laterales se elevan y se alisan a medida que el tejido se contrae y se forma colágeno nuevo.',
      },
      {
        benifit_title: 'Vuelta rápida a la rutina',
        benifit_content:
          'La mayoría de las personas vuelve al trabajo en 24-48 horas, y la hinchazón desaparece en 5-10 días.',
      },
      {
        benifit_title: 'Se combina bien con otras zonas',
        benifit_content:
          'La mandíbula se combina fácilmente con la papada o el cuello para lograr un resultado armonioso.',
      },
    ],
  },
  quickFacts: {
    title: 'Datos clave',
    items: [
      { quick_title: 'Duración de la sesión', quick_info: '30-45 minutos' },
      { quick_title: 'Anestesia', quick_info: 'Solo anestesia local o adormecimiento de la zona' },
      { quick_title: 'Regreso al trabajo', quick_info: '24-48 horas' },
      { quick_title: 'Resultado máximo', quick_info: 'De 3 a 6 meses' },
      { quick_title: 'Duración de los resultados', quick_info: 'De 1 a 5 años, según la piel y el estilo de vida' },
    ],
  },
  candidates: {
    title: 'Candidatos ideales',
    left_title: 'Es buen candidato si usted',
    right_title: 'Quién debe esperar',
    left_points: [
      'Nota las primeras papadas laterales o una mandíbula menos definida',
      'Tiene una flacidez leve a moderada y goza de buena salud general',
      'Desea un resultado natural sin un lifting quirúrgico',
    ],
    right_points: [
      'Está embarazada o amamantando',
      'Tiene una infección o inflamación activa de la piel en la parte inferior del rostro',
      'Se ha puesto hace poco rellenos o hilos tensores en la zona (planificamos el momento con usted)',
      'Tiene un exceso de piel marcado que debe evaluar un cirujano',
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    cards: [
      {
        number: 1,
        card_title: 'Trazado de la mandíbula',
        card_content:
          'Marcamos el contorno que se quiere definir y luego adormecemos la zona con anestesia local.',
      },
      {
        number: 2,
        card_title: 'Láser a lo largo de la mandíbula',
        card_content:
          'La fibra de 200-300 µm aplica la energía del láser de 1470 nm bajo la piel a lo largo de la mandíbula y contrae el tejido flácido.',
      },
      {
        number: 3,
        card_title: 'Definición gradual',
        card_content:
          'En los meses siguientes se forma colágeno nuevo, así que la línea de la mandíbula sigue definiéndose durante 3 a 6 meses y más allá.',
      },
    ],
  },
  steps: {
    title: 'Qué esperar después del tratamiento',
    items: [
      {
        title: 'Los dos primeros días',
        description:
          'Habrá hinchazón a lo largo de la mandíbula, que alcanza su punto máximo hacia las 48 horas. Las compresas frías y una almohada extra ayudan.',
      },
      {
        title: 'Los tres primeros días',
        description:
          'Evite el calor durante 72 horas y espere 72 horas antes de hacer ejercicio de alta intensidad.',
      },
      {
        title: 'Las dos primeras semanas',
        description:
          'La hinchazón desaparece en 5-10 días; los moretones o la sensibilidad pueden durar 1-14 días. Use protector solar FPS 30+ todos los días.',
      },
      {
        title: 'Los meses siguientes',
        description:
          'El contorno se define a medida que se forma colágeno. Si la piel está más flácida, se puede sugerir una segunda sesión a los 4 a 6 meses.',
      },
    ],
  },
  checklist: {
    title: 'Lista de verificación previa al tratamiento',
    rows: [
      {
        timing: '2 semanas antes',
        avoid: 'Peelings químicos, láseres de rejuvenecimiento cutáneo y nuevos rellenos o hilos tensores en la zona',
        why: 'La piel y los tejidos deben estar en calma para que la cicatrización sea uniforme y predecible.',
      },
      {
        timing: '1 semana antes',
        avoid: 'Aceite de pescado, vitamina E y suplementos similares, si su médico está de acuerdo',
        why: 'Pueden favorecer la aparición de moretones.',
      },
      {
        timing: '24 horas antes',
        avoid: 'El alcohol',
        why: 'Aumenta la hinchazón y los moretones.',
      },
      {
        timing: 'El día del tratamiento',
        avoid: 'Maquillaje y productos para el cuidado de la piel en la parte inferior del rostro',
        why: 'La piel limpia permite marcar con precisión y reduce el riesgo de infección.',
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes sobre el contorno mandibular',
    items: [
      {
        number: 1,
        question: '¿Puede Endolift eliminar las papadas laterales?',
        ans: `<p>Puede suavizar las papadas laterales incipientes o moderadas y definir la línea de la mandíbula. Si son pesadas y hay mucha piel flácida, puede ser necesaria la opinión de un cirujano; se lo diremos con franqueza en su consulta.</p>`,
      },
      {
        number: 2,
        question: '¿Cuánto dura el tratamiento de la mandíbula?',
        ans: `<p>Unos 30-45 minutos. Si se combina con la papada o el cuello, dura más, normalmente hasta 90 minutos.</p>`,
      },
      {
        number: 3,
        question: '¿Hay riesgo para los nervios faciales?',
        ans: `<p>Nuestra profesional trabaja con un conocimiento detallado de la anatomía de la mandíbula. Aun así, en raras ocasiones puede irritarse un nervio cercano, lo que puede causar un cambio pasajero en la sensibilidad o en la sonrisa; se resuelve en 3-6 meses.</p>`,
      },
      {
        number: 4,
        question: '¿Cuánto duran los resultados?',
        ans: `<p>Los resultados duran de 1 a 5 años: unos 1-2 años en muchos pacientes y más tiempo en algunos. Un retoque a los 6-12 meses puede mantener el contorno bien definido.</p>`,
      },
    ],
  },
  cta: {
    title: 'Defina la línea de su mandíbula',
    html: `<p>Reserve una consulta gratuita o llame al <a href="${clinic.phoneHref}">${clinic.phone}</a>. Le mostraremos fotos de antes y después de tratamientos de la mandíbula y planificaremos el suyo juntos.</p>`,
    button_label: 'Reserve una consulta gratuita',
    button_link: '/consultation',
  },
};

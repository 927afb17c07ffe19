/**
 * Spanish copy of the three patient testimonials of the home carousel, twin of testimonials.ts.
 * Sample copy like the English: replace with the patients' own consented words before going live.
 */
import type * as en from './testimonials';

export const patientTestimonials: typeof en.patientTestimonials = [
  {
    image: '/images/testimonials/patient-1.svg',
    name: 'Carmen R.',
    age: 'Edad: 52',
    description:
      'Con los años mi mandíbula había perdido definición y yo no quería un lifting facial. Lo único que de verdad sentí fue la anestesia, y a los dos días ya estaba de vuelta en mi escritorio. Cuatro meses después, mi perfil se ve más definido en las fotos y mis amigas me dicen que me veo descansada.',
  },
  {
    image: '/images/testimonials/patient-2.svg',
    name: 'David L.',
    age: 'Edad: 46',
    description:
      'Me hice Endolift debajo del mentón y a lo largo del cuello. Me lo explicaron todo con claridad, también la hinchazón, que desapareció en más o menos una semana. El cambio fue gradual y natural, justo lo que yo buscaba.',
  },
  {
    image: '/images/testimonials/patient-3.svg',
    name: 'Sofia M.',
    age: 'Edad: 39',
    description:
      'Después de dos embarazos, la piel de mi abdomen nunca volvió a ser la misma. El equipo fue honesto sobre lo que podía esperar, el tratamiento duró menos de una hora y al sexto mes la piel estaba notablemente más firme. Solo lamento no haberlo hecho antes.',
  },
];

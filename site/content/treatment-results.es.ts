/**
 * The Spanish before-and-after block of each treatment page, twin of treatment-results.ts: the
 * pictures are illustrations, labelled as such, until the clinic replaces them with consented
 * patient photos.
 */
import type * as en from './treatment-results';

const title = 'Antes y después';
const intro =
  'Una ilustración del cambio habitual después de una sesión. Su resultado dependerá de su piel, su edad y su estilo de vida; en su consulta le mostramos fotos de casos reales.';

export const treatmentResults: typeof en.treatmentResults = {
  laser_skin: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/cheek.svg',
      alt: 'Ilustración: una mejilla con la piel flácida y arrugada antes, y la piel más lisa y firme 4 meses después de Endolift',
      caption: 'Mejilla y tercio medio del rostro, 4 meses después de una sesión',
    },
  },
  under_chin: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/under-chin.svg',
      alt: 'Ilustración: un perfil con volumen debajo del mentón antes, y un ángulo entre mentón y cuello más definido 4 meses después',
      caption: 'Papada, 4 meses después de una sesión',
    },
  },
  mandibular_contour: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/jawline.svg',
      alt: 'Ilustración: perfil de una mujer antes y 4 meses después de un tratamiento Endolift de la mandíbula',
      caption: 'Mandíbula y papada, 4 meses después de una sesión',
    },
  },
  neck: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/neck.svg',
      alt: 'Ilustración: vista frontal de un cuello antes y 6 meses después de Endolift',
      caption: 'Cuello, 6 meses después de una sesión',
    },
  },
  tummy: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/tummy.svg',
      alt: 'Ilustración: el abdomen antes y 6 meses después del tensado de la piel del abdomen con Endolift',
      caption: 'Abdomen, 6 meses después de una sesión',
    },
  },
  lower_eyelid: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/eyelid.svg',
      alt: 'Ilustración: un ojo con la piel del párpado inferior arrugada antes, y un párpado inferior más liso 3 meses después',
      caption: 'Párpado inferior, 3 meses después de una sesión',
    },
  },
  under_arm: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/arm.svg',
      alt: 'Ilustración: la parte posterior del brazo con la piel flácida antes, y un contorno más firme 6 meses después',
      caption: 'Brazo, 6 meses después de una sesión',
    },
  },
  lower_face: {
    title,
    intro,
    image: {
      image: '/images/before-after/es/lower-face.svg',
      alt: 'Ilustración: la parte inferior de un rostro con papadas laterales y surcos de la sonrisa marcados antes, y una mandíbula más definida 4 meses después',
      caption: 'Parte inferior del rostro y mandíbula, 4 meses después de una sesión',
    },
  },
};

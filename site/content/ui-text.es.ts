/** Spanish interface wording shared by the page components, twin of ui-text.ts. */
import type * as en from './ui-text';

export const uiText: typeof en.uiText = {
  learnMore: 'Más información',
  regions: { introduction: 'Introducción', treatmentAreas: 'Zonas de tratamiento', quote: 'Cita' },
  viewMore: 'Ver más',
  readArticle: 'Leer el artículo',
  callUs: 'Llámenos',
  checklistColumns: ['Cuándo', 'Qué evitar', 'Por qué'],
  courseOutlineColumns: ['Módulo', 'Habilidades clave'],
  testimonials: {
    label: 'Testimonios de pacientes',
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
  },
  beforeAfter: {
    label: 'Ilustraciones de antes y después',
    previous: 'Imagen de antes y después anterior',
    next: 'Imagen de antes y después siguiente',
    before: 'Antes',
    after: 'Después',
  },
  slideStatus: (current: number, total: number): string => `Diapositiva ${current} de ${total}`,
  blog: {
    loading: 'Cargando los artículos',
    empty: 'Pronto publicaremos nuevos artículos. Mientras tanto, nuestras preguntas frecuentes responden a las dudas que más escuchamos.',
    notFound: 'No se pudo cargar este artículo. Es posible que se haya movido o que se haya perdido la conexión.',
    backToList: 'Todos los artículos',
    loadingArticle: 'Cargando el artículo',
  },
  map: {
    pictureAlt: 'Plano ilustrado de las calles con un marcador que señala la clínica',
    frameTitle: 'Mapa con la ubicación de la clínica',
  },
};

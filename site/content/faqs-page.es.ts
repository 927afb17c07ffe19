/** Spanish copy of the FAQs page (/faqs), twin of faqs-page.ts. */
import type * as en from './faqs-page';

export const faqsPage: typeof en.faqsPage = {
  tabsLabel: 'Temas de las preguntas frecuentes',
  allLabel: 'Ver todas',
  titles: {
    all: 'Todas las preguntas',
    treatment_faq: 'Sobre el tratamiento',
    results_faq: 'Sobre sus resultados',
    post_treatment_faq: 'Después del tratamiento',
  },
  intro: 'Elija un tema o lea todas las respuestas en orden. Si falta algo, con gusto se lo respondemos en su consulta gratuita.',
};

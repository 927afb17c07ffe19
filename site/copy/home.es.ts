/** The Spanish twin of home.ts. */
export { home } from '../content/home.es';
export { homeFaqs } from '../../src/content/home-faqs.es';
export { patientTestimonials } from '../content/testimonials.es';

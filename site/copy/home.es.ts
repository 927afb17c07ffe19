/** The Spanish twin of home.ts. */
export { home } from '../content/home.es';
export { patientTestimonials } from '../content/testimonials.es';

/** Home's words. */
export { home } from '../content/home';
export { patientTestimonials } from '../content/testimonials';

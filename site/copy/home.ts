/** Home's words. */
export { home } from '../content/home';
export { homeFaqs } from '../../src/content/home-faqs';
export { patientTestimonials } from '../content/testimonials';

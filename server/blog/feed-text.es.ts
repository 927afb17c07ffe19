/** The Spanish blog feed's words (/es/blog/feed.xml). */
import { clinic } from '../../src/config/clinic';
import type { feedText as english } from './feed-text';

export const feedText: typeof english = {
  title: `Blog de ${clinic.clinicName}`,
  description: `Artículos de ${clinic.clinicName} sobre el tensado de la piel con láser, la recuperación, los resultados y el cuidado de la piel bajo el sol de Florida.`,
  language: 'es-US',
  copyright: `© ${clinic.clinicName}`,
};

/** The English blog feed's words (/blog/feed.xml); the Spanish feed's are in feed-text.es.ts. */
import { clinic } from '../../src/config/clinic';

export const feedText = {
  title: `${clinic.clinicName} blog`,
  description: `Articles from ${clinic.clinicName} on laser skin tightening, recovery, results and caring for your skin in the Florida sun.`,
  language: 'en-US',
  copyright: `© ${clinic.clinicName}`,
};

/** Copy of the team page (/team): the lead practitioner's profile, credentials and quote. */
import { clinic } from '../../src/config/clinic';
import type { TeamContent } from './types';

const { practitioner } = clinic;

export const team: TeamContent = {
  hero: {
    image: '/images/team/practitioner.svg',
    sub_title: 'Meet the Expert',
    title: `${practitioner.name}, ${practitioner.credentials}`,
    content: `Board-certified family nurse practitioner, ${practitioner.titles.join(', ')} at ${clinic.clinicName}.`,
    points: [
      `${practitioner.yearsExperience} years of experience`,
      `${practitioner.procedures} procedures`,
      'Board-certified',
    ],
    info: 'Every Endolift treatment at our clinic is performed by her personally.',
  },
  bio: [
    `${practitioner.name} is a board-certified family nurse practitioner who has dedicated ${practitioner.yearsExperience} years to aesthetic medicine. As Clinical Director and Lead practitioner of ${clinic.clinicName}, she oversees every patient plan, from the first consultation to the final review.`,
    `With ${practitioner.procedures} procedures performed, she is known for a careful, conservative approach: she treats only when Endolift is the right choice, explains the recovery plainly, and prefers a natural result to a dramatic one. As Master Trainer she also teaches dermatologists, surgeons and nurse practitioners to perform the treatment safely.`,
  ],
  credentials: {
    title: 'Credentials',
    items: [
      'Family Nurse Practitioner, board-certified',
      'Clinical Director, ' + clinic.clinicName,
      'Lead practitioner for Endolift laser skin tightening',
      'Master Trainer for the one-day professional course',
      `${practitioner.yearsExperience} years of aesthetic practice`,
      `${practitioner.procedures} procedures performed`,
    ],
  },
  stats: [
    { quick_title: 'Years of experience', quick_info: String(practitioner.yearsExperience) },
    { quick_title: 'Procedures performed', quick_info: practitioner.procedures },
    { quick_title: 'Treatment areas', quick_info: '8' },
  ],
  quote: {
    text: 'The best result is the one where people tell you that you look well rested, not that you have had something done. My job is to be honest about what is possible, and then to do it carefully.',
    author: practitioner.name,
    role: `${practitioner.credentials}, Clinical Director`,
  },
  cta: {
    title: `Meet ${practitioner.name}`,
    html: `<p>Book a free consultation in person, by phone or by FaceTime, or call <a href="${clinic.phoneHref}">${clinic.phone}</a>.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};

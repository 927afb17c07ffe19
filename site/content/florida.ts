/** Copy of the Florida local page (/endolift-florida). Directions are illustrative. */
import { clinic } from '../../src/config/clinic';
import type { FloridaContent } from './types';

const { practitioner } = clinic;

export const florida: FloridaContent = {
  hero: {
    image: '/images/heroes/florida.svg',
    sub_title: 'Endolift in Florida',
    title: 'Endolift Skin Tightening for Patients Across Florida',
    content: `Patients travel to ${clinic.clinicName} from all over the state for non-surgical laser skin tightening. Start with a free online consultation from home.`,
    points: ['Online consultations', 'One visit for treatment', 'Back to routine in 24-48 hours'],
    info: `Clinic: ${clinic.address.street}, ${clinic.address.city}`,
  },
  availability: {
    title: 'Available to Patients Across Florida',
    paragraphs: [
      `Wherever you live in Florida, you can begin with a free consultation by phone or FaceTime. Send us a photo of the area with your booking request and ${practitioner.name} will tell you whether Endolift is likely to suit you before you travel.`,
      'Treatment takes place at our Miami clinic. Sessions last 30 to 90 minutes depending on the area, and most people are ready to drive home the same day and back at work within 24-48 hours.',
    ],
    points: [
      'Free phone and video consultations',
      'Same-day treatment and return home for most areas',
      'Remote follow-up while your result develops',
    ],
  },
  trust: {
    title: 'Why Patients Trust Us',
    items: [
      {
        benifit_title: 'Experience',
        benifit_content: `${practitioner.name} is a board-certified family nurse practitioner with ${practitioner.yearsExperience} years of experience and ${practitioner.procedures} procedures.`,
      },
      {
        benifit_title: 'Honesty',
        benifit_content:
          'We tell you plainly whether Endolift suits you. If surgery or another treatment would serve you better, we say so.',
      },
      {
        benifit_title: 'Proven technology',
        benifit_content:
          'An FDA-cleared 1470 nm diode laser, delivered through a 200-300 µm fiber under local anesthesia.',
      },
      {
        benifit_title: 'Teaching clinic',
        benifit_content:
          'Our practitioner is a Master Trainer who teaches other clinicians, so our protocols are reviewed and refined constantly.',
      },
    ],
  },
  booking: {
    title: 'How to Book',
    intro: 'Three simple steps, wherever you are in Florida.',
    steps: [
      {
        title: 'Request a free consultation',
        description: 'Fill in the booking form and, if you like, attach a photo of the area.',
      },
      {
        title: 'Talk it through',
        description:
          'Choose an in-person, phone or FaceTime consultation and receive a personalized plan and quote.',
      },
      {
        title: 'Plan your visit',
        description:
          'Pick a treatment date. We send you preparation notes, directions and parking details in advance.',
      },
    ],
    cta: {
      title: 'Start with a Free Consultation',
      html: `<p>Book online or call <a href="${clinic.phoneHref}">${clinic.phone}</a>. Prefer e-mail? Write to <a href="mailto:${clinic.email}">${clinic.email}</a>.</p>`,
      button_label: 'Book a free consultation',
      button_link: '/consultation',
    },
  },
  areasServed: {
    title: 'Areas We Serve',
    intro: 'We welcome patients from Miami-Dade and throughout Florida, including:',
    areas: [
      'Miami and Miami Beach',
      'Coral Gables and Coconut Grove',
      'Doral and Hialeah',
      'Kendall and Homestead',
      'Fort Lauderdale and Broward County',
      'Boca Raton and West Palm Beach',
      'Naples and Fort Myers',
      'Tampa and St. Petersburg',
      'Orlando and Central Florida',
      'Jacksonville and North Florida',
      'The Florida Keys',
    ],
  },
  locationCard: {
    title: 'Our Miami Clinic',
    intro: 'All treatments take place at our clinic in Miami. Reach us by phone or e-mail, or drop by during opening hours.',
  },
  map: {
    title: 'Find Us on the Map',
    intro: 'The interactive map loads only when you ask for it.',
  },
  directions: {
    title: 'Directions',
    intro: 'Getting to the clinic is straightforward from anywhere in South Florida.',
    items: [
      {
        title: 'By car from I-95',
        description:
          'Take I-95 toward downtown Miami and leave at the exit for the Brickell area. Follow signs for Brickell Avenue and continue south; the clinic is on your left, a few blocks past the river.',
      },
      {
        title: 'Parking',
        description:
          'Visitor parking is available in the building garage; bring your ticket to reception. Metered street parking is also nearby.',
      },
      {
        title: 'By Metrorail',
        description:
          'Take the Metrorail to Brickell Station, then walk east for about ten minutes or take the free Metromover one stop.',
      },
      {
        title: 'From the airport',
        description:
          'From Miami International Airport the drive takes about 20-30 minutes, depending on traffic.',
      },
    ],
  },
};

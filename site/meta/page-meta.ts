/**
 * Title and description of every page (docs/product/screens.md, "Page metadata"), in one place. Blog posts take
 * theirs from the post record instead.
 */
import { clinic } from '../../src/config/clinic';
import type { TreatmentArea } from '../../src/config/treatment-areas';

export interface PageMeta {
  title: string;
  description: string;
  /** pages that must never be indexed (account screens) */
  noindex?: boolean;
}

const city = `${clinic.address.city}, Florida`;

export const pageMeta = {
  home: {
    title: `${clinic.brand} Miami | Non-Surgical Laser Skin Tightening in ${city}`,
    description: `FDA-cleared ${clinic.brand} laser skin tightening and contouring in Miami: a 1470 nm diode laser, local numbing only, back to work in 24-48 hours. Book a free consultation.`,
  },
  register: {
    title: `Create Your Account | ${clinic.clinicName}`,
    description: `Register with ${clinic.clinicName} to keep your details ready for consultations and follow-up care.`,
    noindex: true,
  },
  signin: {
    title: `Sign In | ${clinic.clinicName}`,
    description: `Sign in to your ${clinic.clinicName} account to manage your details.`,
    noindex: true,
  },
  forgotPassword: {
    title: `Forgot Password | ${clinic.clinicName}`,
    description: `Request a link to reset the password of your ${clinic.clinicName} account.`,
    noindex: true,
  },
  resetPassword: {
    title: `Reset Password | ${clinic.clinicName}`,
    description: `Choose a new password for your ${clinic.clinicName} account.`,
    noindex: true,
  },
  verifyEmail: {
    title: `Confirm Your E-mail | ${clinic.clinicName}`,
    description: `Confirm the e-mail address of your ${clinic.clinicName} account.`,
    noindex: true,
  },
  profile: {
    title: `My Profile | ${clinic.clinicName}`,
    description: `Manage your ${clinic.clinicName} account details.`,
    noindex: true,
  },
  appointment: {
    title: `Your Appointment | ${clinic.clinicName}`,
    description: `See, move or cancel your ${clinic.clinicName} consultation from the link in your confirmation e-mail.`,
    noindex: true,
  },
  trainingEnrollment: {
    title: `Your Course Enrollment | ${clinic.clinicName}`,
    description: `See your ${clinic.brand} training course enrollment, add it to your calendar, move to another day or cancel, from the link in your e-mail.`,
    noindex: true,
  },
  trainingOffer: {
    title: `A Seat Is Free for You | ${clinic.clinicName}`,
    description: `Take or decline the ${clinic.brand} training course seat offered to you from the waitlist, from the link in your e-mail.`,
    noindex: true,
  },
  unsubscribe: {
    title: `Unsubscribe | ${clinic.clinicName}`,
    description: `Stop the follow-up invitation and other marketing mail from ${clinic.clinicName}, from the link in the mail.`,
    noindex: true,
  },
  certificate: {
    title: `Certificate of Attendance | ${clinic.clinicName}`,
    description: `Check a certificate of attendance for the ${clinic.brand} training course: valid or revoked, the name and the course day.`,
    noindex: true,
  },
  consultation: {
    title: `Book a Free Consultation | ${clinic.clinicName}`,
    description: `Book a free ${clinic.brand} consultation in person in Miami, by phone or by FaceTime, and receive a personalized treatment plan.`,
  },
  treatments: {
    title: `${clinic.brand} Treatments in Miami | Face, Neck, Body`,
    description: `Eight ${clinic.brand} treatment areas, from under-chin and jawline to tummy and under arm: minimally invasive laser skin tightening in Miami.`,
  },
  trainings: {
    title: `${clinic.brand} Training & Certification in Miami | One-Day Course`,
    description: `A one-day, hands-on ${clinic.brand} certification course in Miami for clinicians: at most 12 participants, 08:30 to 17:30, one year of support.`,
  },
  team: {
    title: `Meet the Experts | ${clinic.clinicName}`,
    description: `Meet ${clinic.practitioner.name}, board-certified family nurse practitioner with 11 years of experience and 10,000+ procedures.`,
  },
  locations: {
    title: `Location & Contact | ${clinic.clinicName}`,
    description: `Visit ${clinic.clinicName} at ${clinic.address.street}, ${clinic.address.city}. Call ${clinic.phone} or send us a message.`,
  },
  faqs: {
    title: `${clinic.brand} FAQs | Treatment, Results & Aftercare`,
    description: `Answers about ${clinic.brand} laser skin tightening: how the treatment works, when results appear, how long they last and how to care for your skin after.`,
  },
  blog: {
    title: `Blog | ${clinic.clinicName}`,
    description: `Articles from ${clinic.clinicName} on laser skin tightening, results, recovery and skin care.`,
  },
  miami: {
    title: `${clinic.brand} Miami | Laser Skin Tightening Without Surgery`,
    description: `${clinic.brand} in Miami: what it is, who it suits, recovery in 24-48 hours and typical pricing of $3,500 to $6,000. Book your free consultation.`,
  },
  florida: {
    title: `${clinic.brand} Florida | Serving Patients Statewide from Miami`,
    description: `${clinic.brand} for patients across Florida, with online consultations and treatment at our Miami clinic.`,
  },
} satisfies Record<string, PageMeta>;

export function treatmentMeta(area: TreatmentArea): PageMeta {
  return {
    title: `${area.name} ${clinic.brand} in Miami | ${clinic.clinicName}`,
    description: `${clinic.brand} for the ${area.name.toLowerCase()} area in Miami: how it works, who it suits, what to expect and aftercare. Book a free consultation.`,
  };
}

/** Each FAQ tab is its own page for search engines. */
export const faqTabMeta = {
  treatment_faq: {
    title: `${clinic.brand} Treatment FAQs | ${clinic.clinicName}`,
    description: `How ${clinic.brand} works, how long a session takes, whether it hurts and who it suits: answers from our Miami clinic.`,
  },
  results_faq: {
    title: `${clinic.brand} Results FAQs | ${clinic.clinicName}`,
    description: `When ${clinic.brand} results appear, how they build over 3 to 6 months and how long they last: answers from our Miami clinic.`,
  },
  post_treatment_faq: {
    title: `${clinic.brand} Aftercare FAQs | ${clinic.clinicName}`,
    description: `Recovery and aftercare after ${clinic.brand}: swelling, exercise, heat, sun protection and when to book a follow-up.`,
  },
} satisfies Record<'treatment_faq' | 'results_faq' | 'post_treatment_faq', PageMeta>;

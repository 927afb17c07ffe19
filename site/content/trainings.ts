/** Copy of the training page (/trainings): the one-day Endolift certification course. */
import { clinic } from '../../src/config/clinic';
import type { TrainingContent } from './types';

const { practitioner } = clinic;

export const trainings: TrainingContent = {
  hero: {
    image: '/images/heroes/training.svg',
    sub_title: 'Endolift Professional Training',
    title: 'Master Endolift in One Hands-On Day',
    content: `A practical certification course led by Master Trainer ${practitioner.name}, ${practitioner.credentials}, for clinicians who want to offer laser skin tightening with confidence.`,
    points: [
      'At most 12 participants',
      'One day, 08:30 to 17:30',
      'Six clinicians per laser',
      'One year of support',
    ],
    info: 'Courses are held at our Miami clinic.',
  },
  intro: `Endolift rewards precision. In one focused day you learn the science of the 1470 nm diode laser and its 200-300 µm fibers, the anatomy of each treatment area, patient selection and safe technique, then practice under the eye of a trainer who has performed ${practitioner.procedures} procedures over ${practitioner.yearsExperience} years.`,
  whyTrain: {
    title: 'Why train with us?',
    intro: 'What sets our course apart.',
    items: [
      {
        benifit_title: 'Taught by a practicing Master Trainer',
        benifit_content: `${practitioner.name} is a board-certified family nurse practitioner and our Clinical Director, with ${practitioner.procedures} procedures to her name.`,
      },
      {
        benifit_title: 'Small groups',
        benifit_content:
          'At most 12 participants, so every question is answered and every clinician gets real attention.',
      },
      {
        benifit_title: 'Real hands-on time',
        benifit_content:
          'Coaching of six clinicians per laser means you handle the device yourself instead of watching from the back.',
      },
      {
        benifit_title: 'Safety first',
        benifit_content:
          'Anatomy, danger zones, patient selection and complication management are at the heart of the day.',
      },
      {
        benifit_title: 'A year of support',
        benifit_content:
          'One year of support after the course: case reviews and answers when you start treating your own patients.',
      },
    ],
  },
  whoShouldAttend: {
    title: 'Who should attend',
    intro:
      'The course is designed for licensed medical professionals who work, or plan to work, in aesthetic medicine.',
    audiences: [
      'Dermatologists',
      'Surgeons',
      'Physicians',
      'Nurse practitioners',
      'Physician assistants',
      'Laser technicians',
    ],
  },
  logistics: {
    title: 'Logistics',
    intro: 'Everything you need to plan your training day.',
    maxParticipants: 12,
    days: 1,
    startTime: '08:30',
    endTime: '17:30',
    cliniciansPerLaser: 6,
    supportYears: 1,
    items: [
      { quick_title: 'Class size', quick_info: 'At most 12 participants' },
      { quick_title: 'Duration', quick_info: 'One day, from 08:30 to 17:30' },
      { quick_title: 'Hands-on coaching', quick_info: 'Six clinicians per laser' },
      { quick_title: 'After the course', quick_info: 'One year of support' },
      {
        quick_title: 'Location',
        quick_info: `${clinic.clinicName}, ${clinic.address.street}, ${clinic.address.city}`,
      },
    ],
  },
  courseOutline: {
    title: 'Course Outline',
    intro: 'Five modules that take you from theory to confident practice.',
    modules: [
      {
        module: 'Module 1: Laser science',
        skills:
          'How the 1470 nm diode laser interacts with water and fat; fiber sizes of 200-300 µm; energy settings and safety of the device.',
      },
      {
        module: 'Module 2: Anatomy and patient selection',
        skills:
          'Facial and body anatomy, nerve danger zones, ideal candidates and contraindications, consent and realistic expectations.',
      },
      {
        module: 'Module 3: Technique by area',
        skills:
          'Marking, local anesthesia, entry points and fan technique for the under-chin, jawline, neck, lower face, eyelid, arms and tummy.',
      },
      {
        module: 'Module 4: Hands-on practice',
        skills:
          'Supervised treatments with coaching of six clinicians per laser; device handling, dosing and patient comfort.',
      },
      {
        module: 'Module 5: Aftercare and complications',
        skills:
          'Post-care plans, the normal healing course, recognizing and managing side effects, follow-up and touch-up planning.',
      },
    ],
  },
  graduates: {
    title: 'What graduates say',
    items: [
      {
        image: '/images/testimonials/graduate-1.svg',
        name: 'Dr. Laura P.',
        role: 'Dermatologist, Orlando',
        description:
          'The anatomy session alone was worth the trip. With six of us per laser I had real time on the device, and the follow-up support made my first patient cases far less daunting.',
      },
      {
        image: '/images/testimonials/graduate-2.svg',
        name: 'Marcus T., PA-C',
        role: 'Physician assistant, Tampa',
        description:
          'Clear, practical and honest about limits and complications. I left with a protocol I could use the following week and a trainer I can still call with questions.',
      },
    ],
  },
  faq: {
    title: 'Training FAQs',
    items: [
      {
        number: 1,
        question: 'Who can attend the course?',
        answer:
          'Licensed medical professionals: dermatologists, surgeons, physicians, nurse practitioners, physician assistants and laser technicians. You are responsible for practicing within the scope of your license and state rules.',
      },
      {
        number: 2,
        question: 'How long is the course?',
        answer: 'One full day, from 08:30 to 17:30, including breaks and lunch.',
      },
      {
        number: 3,
        question: 'How many people are in a class?',
        answer:
          'At most 12 participants, with coaching of six clinicians per laser during the hands-on sessions.',
      },
      {
        number: 4,
        question: 'Do I need previous laser experience?',
        answer:
          'It helps but is not required. The course starts with laser science and safety before moving to technique and practice.',
      },
      {
        number: 5,
        question: 'Will I treat real patients?',
        answer:
          'Yes, under supervision. The hands-on module includes treatments on consenting volunteer models, with coaching of six clinicians per laser, so you handle the device yourself.',
      },
      {
        number: 6,
        question: 'Do I receive a certificate?',
        answer:
          'Yes. Participants who complete the full day receive a certificate of attendance for the Endolift course.',
      },
      {
        number: 7,
        question: 'What support do I get after the course?',
        answer:
          'One year of support: you can send case questions, discuss patient selection and review results with our team.',
      },
      {
        number: 8,
        question: 'How do I reserve a place?',
        answer: `Use the Reserve My Seat button, call ${clinic.phone} or e-mail ${clinic.email}. Places are limited to 12, so early booking is recommended.`,
      },
    ],
  },
  cta: {
    title: 'Join the Next Training Day',
    html: `<p>Places are limited to 12 participants per course. Reserve your seat online, call <a href="${clinic.phoneHref}">${clinic.phone}</a> or e-mail <a href="mailto:${clinic.email}">${clinic.email}</a> for dates.</p>`,
    button_label: 'Reserve My Seat',
    button_link: '/trainings#course-dates',
  },
};

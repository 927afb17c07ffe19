/** Title and description of the staff pages; none of them is ever indexed. */
import { clinic } from '../../src/config/clinic';
import type { PageMeta } from '../meta/page-meta';

const description = `For ${clinic.clinicName} staff only.`;

export const staffMeta = {
  signIn: { title: `Staff sign in | ${clinic.clinicName}`, description, noindex: true },
  setPassword: { title: `Set your password | ${clinic.clinicName} staff`, description, noindex: true },
  secondFactor: { title: `Sign-in code | ${clinic.clinicName} staff`, description, noindex: true },
  inbox: { title: `Inbox | ${clinic.clinicName} staff`, description, noindex: true },
  lead: { title: `Lead | ${clinic.clinicName} staff`, description, noindex: true },
  results: { title: `Results by source | ${clinic.clinicName} staff`, description, noindex: true },
  faqs: { title: `FAQ sets | ${clinic.clinicName} staff`, description, noindex: true },
  faqEditor: { title: `Edit FAQ set | ${clinic.clinicName} staff`, description, noindex: true },
  calendar: { title: `Calendar | ${clinic.clinicName} staff`, description, noindex: true },
  posts: { title: `Blog posts | ${clinic.clinicName} staff`, description, noindex: true },
  post: { title: `Edit post | ${clinic.clinicName} staff`, description, noindex: true },
  backups: { title: `Backups | ${clinic.clinicName} staff`, description, noindex: true },
  people: { title: `Staff accounts | ${clinic.clinicName} staff`, description, noindex: true },
  accessLog: { title: `Access log | ${clinic.clinicName} staff`, description, noindex: true },
  courses: { title: `Training course days | ${clinic.clinicName} staff`, description, noindex: true },
  course: { title: `Course day roster | ${clinic.clinicName} staff`, description, noindex: true },
  notFound: { title: `Page not found | ${clinic.clinicName} staff`, description, noindex: true },
} satisfies Record<string, PageMeta>;

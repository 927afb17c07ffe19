/** Every word the staff pages show, in one place. */
import { clinic } from '../../src/config/clinic';

export const staffCopy = {
  brand: `${clinic.clinicName} · Staff`,
  skipToContent: 'Skip to content',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  networkError: 'Network error',
  genericError: 'Something went wrong. Please try again.',
  loading: 'Loading…',

  signIn: {
    heading: 'Staff sign in',
    intro: 'For the clinic’s staff only. Patients sign in on the main site.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'No account yet? The clinic manager creates staff accounts and sends you a link to set your password.',
  },

  setPassword: {
    heading: 'Set your password',
    intro: (email: string) => `Choose the password for ${email || 'your staff account'}. At least 8 characters; a few words you will remember are best.`,
    password: 'New password',
    confirm: 'Confirm password',
    submit: 'Set password',
    submitting: 'Saving…',
    mismatch: 'Passwords do not match',
    missingLink: 'This link is incomplete. Please open the whole link from the clinic manager, or ask for a new one.',
  },

  inbox: {
    heading: 'Inbox',
    intro: 'Consultation requests and contact messages, newest first.',
    filtersLabel: 'Filter leads',
    search: 'Search',
    searchHint: 'The start of a first or last name, an e-mail address or a phone number.',
    kind: 'Type',
    status: 'Status',
    language: 'Language',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
    allKinds: 'All types',
    allStatuses: 'All statuses',
    allLanguages: 'All languages',
    export: 'Export CSV',
    exporting: 'Exporting…',
    exported: 'The export has been downloaded.',
    exportHint: 'Exports every lead that matches the filters (without photos).',
    caption: 'Leads, newest first',
    columns: { received: 'Received', type: 'Type', name: 'Name', email: 'Email', phone: 'Phone', status: 'Status', language: 'Language' },
    noteMark: 'Has a note',
    empty: 'No leads match these filters.',
    count: (n: number) => (n === 1 ? 'Showing 1 lead.' : `Showing ${n} leads.`),
    pages: 'Pages',
    newer: '← Newer leads',
    older: 'Older leads →',
    badFilters: 'Some of the filters are not valid.',
  },

  lead: {
    back: '← Back to the inbox',
    received: (when: string) => `Received ${when} (Miami time)`,
    details: 'Details',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      form_page_name: 'Sent from page',
      language: 'Language',
      id: 'Reference',
    },
    photo: 'Photo',
    photoAlt: (firstName: string) => `Photo sent by ${firstName} with the consultation request`,
    openPhoto: 'Open the photo full size',
    noPhoto: 'Contact messages come without a photo.',
    followUp: 'Follow-up',
    status: 'Status',
    note: 'Note',
    noteHint: 'Seen by staff only. Up to 5,000 characters.',
    save: 'Save',
    saving: 'Saving…',
    history: 'History',
    historyIntro: 'Who viewed, changed, exported or deleted this lead. The history cannot be edited.',
    deleteHeading: 'Delete',
    deleteIntro: 'Deleting removes the lead and its photo for good. The history above is kept.',
    delete: 'Delete this lead…',
    deleteConfirm: 'Delete the lead and its photo',
    deleteCancel: 'Cancel',
    deleteQuestion: 'Delete this lead and its photo? This cannot be undone.',
    deleting: 'Deleting…',
    notFound: 'This lead could not be found. It may have been deleted.',
  },

  notFound: {
    heading: 'Page not found',
    text: 'There is no staff page at this address.',
    back: 'Go to the inbox',
  },

  kinds: { consultation: 'Consultation request', contact: 'Contact message' },
  statuses: { new: 'New', contacted: 'Contacted', booked: 'Booked', closed: 'Closed' },
  /** the language a lead was sent in: the page's, English or Spanish (docs/decisions/0013-languages-in-the-api-and-data.md) */
  languages: { en: 'English', es: 'Spanish' },

  audit: {
    viewed: () => 'Viewed',
    status_changed: (detail: string) => `Changed the status (${detail})`,
    note_changed: (detail: string) => `Changed the note (${detail})`,
    exported: () => 'Exported to CSV',
    deleted: () => 'Deleted the lead and its photo',
    purged: (detail: string) => `Deleted by the retention period (${detail})`,
    retentionActor: 'The server',
  },
} as const;

export type StaffLeadStatus = keyof typeof staffCopy.statuses;
export type StaffLeadKind = keyof typeof staffCopy.kinds;
export const STATUS_ORDER: readonly StaffLeadStatus[] = ['new', 'contacted', 'booked', 'closed'];
export const KIND_ORDER: readonly StaffLeadKind[] = ['consultation', 'contact'];
export type StaffLeadLanguage = keyof typeof staffCopy.languages;
export const LANGUAGE_ORDER: readonly StaffLeadLanguage[] = ['en', 'es'];

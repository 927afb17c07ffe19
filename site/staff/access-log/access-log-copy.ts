/** Every word of the access log page (/staff/access-log), in English like the rest of the staff area. */
export const accessLogCopy = {
  nav: 'Access log',
  heading: 'Access log',
  intro:
    'Who viewed, exported, changed or deleted which patient’s data, newest first, in Miami time. Nobody can edit it, and reading it is recorded here too. It names leads by number, never by the patient’s name.',
  filters: {
    label: 'Filter the access log',
    person: 'Person',
    everyone: 'Everyone',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
  csv: 'Download CSV',
  table: {
    caption: 'Access log entries, newest first',
    time: 'Time (Miami)',
    who: 'Who',
    what: 'What',
    lead: 'Lead',
    none: '—',
  },
  empty: 'Nothing matches these filters.',
  older: 'Older entries →',
  newest: '← Newest entries',
  leadName: (kind: 'consultation' | 'contact', id: number) => `${kind === 'consultation' ? 'Consultation request' : 'Contact message'} #${id}`,
  /** the log's own rows, with the filters it was read with */
  own: {
    access_log_viewed: (detail: string) => `Read the access log (${detail})`,
    access_log_exported: (detail: string) => `Downloaded the access log as CSV (${detail})`,
    /** a health form whose appointment has no lead (with a lead, the view is that lead's row) */
    health_form_viewed: (detail: string) => `Opened the health form’s answers (${detail})`,
  } as Record<string, (detail: string) => string>,
};

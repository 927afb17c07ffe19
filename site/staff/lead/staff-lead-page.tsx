/**
 * /staff/leads/:kind/:id: every field of one lead, the page it came from, its photo, its status
 * and note, its history, and deleting it. Opening the page is recorded in the history.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { clinicTime, isoTime } from '../format-time';
import { AuditHistory } from './audit-history';
import { DeleteLead } from './delete-lead';
import { FollowUpForm } from './follow-up-form';
import { LeadFields } from './lead-fields';
import { LeadAppointment } from './lead-appointment';
import { calendarCopy } from '../calendar/calendar-copy';
import { LeadSourceFields } from './lead-source-fields';
import { LeadPhoto } from './lead-photo';
import { StatusBadge } from '../inbox/status-badge';
import { staffApi, staffFailure } from '../staff-api';
import { KIND_ORDER, staffCopy, type StaffLeadKind, type StaffLeadStatus } from '../staff-copy';
import type { LeadResponse } from '../staff-types';
import { useStaffFailure } from '../use-staff-failure';
import { useStaffMay, useStaffMayNot } from '../staff-access';

const copy = staffCopy.lead;

type Loaded = { state: 'loading' } | { state: 'ready'; answer: LeadResponse } | { state: 'missing' } | { state: 'failed' };

export function StaffLeadPage() {
  const uid = useId();
  const params = useParams();
  const onFailure = useStaffFailure();
  const kind = KIND_ORDER.find((k) => k === params.kind) as StaffLeadKind | undefined;
  const id = /^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const noInbox = useStaffMayNot('leads.list');
  const mayChange = useStaffMay('leads.change');
  const mayDelete = useStaffMay('leads.delete');

  useEffect(() => {
    if (!kind || !id) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    staffApi.lead(kind, id).then(
      (answer) => {
        if (live) setLoaded({ state: 'ready', answer });
      },
      (err: unknown) => {
        if (!live) return;
        if (staffFailure(err).status === 404) setLoaded({ state: 'missing' });
        else {
          setLoaded({ state: 'failed' });
          onFailure(err);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id]); // eslint-disable-line react-hooks/exhaustive-deps

  const back = (
    <p className="staff-page__back">
      {noInbox ? <Link to="/staff/calendar">{copy.backToCalendar}</Link> : <Link to="/staff">{copy.back}</Link>}
    </p>
  );

  if (loaded.state !== 'ready') {
    return (
      <div className="staff-page" aria-busy={loaded.state === 'loading'}>
        {back}
        <h1 className="staff-page__title">{loaded.state === 'missing' ? copy.notFound : staffCopy.loading}</h1>
      </div>
    );
  }

  const { lead, audit, appointment } = loaded.answer;
  return (
    <article className="staff-page lead-page" aria-labelledby={`${uid}-name`}>
      {back}
      <header className="lead-page__head">
        <p className="lead-page__kind">{staffCopy.kinds[lead.kind]}</p>
        <h1 id={`${uid}-name`} className="staff-page__title">
          {lead.name}
        </h1>
        <p className="lead-page__meta">
          <time dateTime={isoTime(lead.created_at)}>{copy.received(clinicTime(lead.created_at))}</time>
          <StatusBadge status={lead.status as StaffLeadStatus} />
        </p>
      </header>

      <div className="lead-page__grid">
        <section className="staff-panel" aria-labelledby={`${uid}-details`}>
          <h2 id={`${uid}-details`}>{copy.details}</h2>
          <LeadFields lead={lead} />
        </section>

        {appointment && (
          <section className="staff-panel" aria-labelledby={`${uid}-appointment`}>
            <h2 id={`${uid}-appointment`}>{calendarCopy.leadPanel.heading}</h2>
            <LeadAppointment appointment={appointment} />
          </section>
        )}

        <section className="staff-panel" aria-labelledby={`${uid}-source`}>
          <h2 id={`${uid}-source`}>{copy.source}</h2>
          <LeadSourceFields source={lead.source} />
        </section>

        <section className="staff-panel" aria-labelledby={`${uid}-photo`}>
          <h2 id={`${uid}-photo`}>{copy.photo}</h2>
          <LeadPhoto lead={lead} />
        </section>

        {mayChange && (
          <section className="staff-panel" aria-labelledby={`${uid}-follow-up`}>
            <h2 id={`${uid}-follow-up`}>{copy.followUp}</h2>
            <FollowUpForm key={`${lead.kind}-${lead.id}`} lead={lead} onSaved={(answer) => setLoaded({ state: 'ready', answer })} />
          </section>
        )}

        <section className="staff-panel" aria-labelledby={`${uid}-history`}>
          <h2 id={`${uid}-history`}>{copy.history}</h2>
          <p className="staff-page__hint">{copy.historyIntro}</p>
          <AuditHistory entries={audit} />
        </section>

        {mayDelete && (
          <section className="staff-panel staff-panel--danger" aria-labelledby={`${uid}-delete`}>
            <h2 id={`${uid}-delete`}>{copy.deleteHeading}</h2>
            <p className="staff-page__hint">{copy.deleteIntro}</p>
            <DeleteLead lead={lead} />
          </section>
        )}
      </div>
    </article>
  );
}

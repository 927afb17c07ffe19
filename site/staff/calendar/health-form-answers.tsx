/**
 * The practitioner's (and the owner's) way to her health form from the appointment: a button that
 * asks the server for the latest signed version (the server writes the view to the access log
 * first) and shows it under the card, the answers that call for attention marked. Closing it drops
 * the answers from the page.
 */
import { useState } from 'react';
import { CLINIC_ZONE, dayAndTimeIn } from '../../../src/booking/time-picker/clinic-dates';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import type { StaffHealthForm } from './calendar-types';
import { healthFormCopy as copy } from './health-form-copy';

export function HealthFormAnswers({ appointmentId }: { appointmentId: number }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<StaffHealthForm | null>(null);
  const fail = useStaffFailure();
  const panelId = `health-form-${appointmentId}`;

  const toggle = async () => {
    if (open) {
      setOpen(false);
      setAnswer(null);
      return;
    }
    setLoading(true);
    try {
      setAnswer(await calendarApi.healthForm(appointmentId));
      setOpen(true);
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  };

  const form = answer?.form;
  return (
    <div className="health-form">
      <button type="button" className="staff-button staff-button--quiet" aria-expanded={open} aria-controls={panelId} disabled={loading} onClick={() => void toggle()}>
        {loading ? copy.loading : open ? copy.close : copy.open}
      </button>
      {open && answer && (
        <section className="health-form__panel" id={panelId} aria-labelledby={`${panelId}-heading`}>
          <h4 className="health-form__heading" id={`${panelId}-heading`}>
            {copy.heading}
          </h4>
          {!form && <p className="staff-page__hint">{copy.notSigned}</p>}
          {form && (
            <>
              <p className="staff-page__hint">
                {copy.signed(form.version, dayAndTimeIn(form.signed_at, CLINIC_ZONE, 'en'), form.signed_name)} {copy.language[form.language]}. {copy.recorded}
              </p>
              <table className="health-form__answers">
                <caption className="visually-hidden">{copy.answersCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.question}</th>
                    <th scope="col">{copy.answer}</th>
                  </tr>
                </thead>
                <tbody>
                  {form.answers.map((a) => (
                    <tr key={a.id} className={a.attention ? 'health-form__attention' : undefined}>
                      <th scope="row">{a.question}</th>
                      <td>
                        {a.yes ? copy.yes : copy.no}
                        {/* on its own line in a narrow card; a screen reader hears 'Yes · For your attention' */}
                        {a.attention && (
                          <strong className="health-form__flag">
                            <span className="visually-hidden"> · </span>
                            {copy.attention}
                          </strong>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <dl className="health-form__facts">
                <div>
                  <dt>{copy.medications}</dt>
                  <dd>{form.medications || copy.none}</dd>
                </div>
                <div>
                  <dt>{copy.allergies}</dt>
                  <dd>{form.allergies || copy.none}</dd>
                </div>
                <div>
                  <dt>{copy.photoConsent}</dt>
                  <dd>{copy.photoConsents[form.photo_consent]}</dd>
                </div>
              </dl>
            </>
          )}
        </section>
      )}
    </div>
  );
}

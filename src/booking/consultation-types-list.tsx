/** The left column: 'Types of Consultations', four numbered steps. */
import { useCoreCopy } from '../i18n/core-copy-context';
import { useParts } from '../parts/shadow-parts';

export function ConsultationTypesList({ headingId }: { headingId: string }) {
  const part = useParts();
  const { booking: bookingCopy, consultationTypes } = useCoreCopy();
  return (
    <div className="clinic-booking__types" {...part('types')}>
      <h2 className="clinic-booking__heading" id={headingId} {...part('heading')}>
        {bookingCopy.typesHeading}
      </h2>
      <ol className="clinic-booking__steps" aria-labelledby={headingId}>
        {consultationTypes.map((step) => (
          <li className="clinic-booking__step" key={step.number} {...part('step')}>
            <span className="clinic-booking__step-number" aria-hidden="true" {...part('step-number')}>
              {step.number}
            </span>
            <div>
              <h3 className="clinic-booking__step-title">{step.title}</h3>
              <p className="clinic-booking__step-text">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

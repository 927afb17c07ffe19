/**
 * A partner's members page: the four widgets in JSX, an analytics log fed by the widgets' events
 * (React 19 `onclinic:*` props), a button that fills the booking form's e-mail through its
 * attribute, and one that unmounts and mounts the widgets again.
 */
import { useState } from 'react';
import type { ClinicWidgetEvent } from '../../../widgets/types/clinic-widgets-react';

const MEMBER = 'member@glow.example';
const FAMILY = 'family@glow.example';

export function HostApp() {
  const [shown, setShown] = useState(true);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [log, setLog] = useState<string[]>([]);
  const track = (event: ClinicWidgetEvent) => {
    const { widget, instance } = event.detail;
    setLog((lines) => [...lines, `${event.type} ${widget} ${instance}`]);
  };

  return (
    <main>
      <h1>Glow Studio members</h1>
      <button type="button" onClick={() => setEmail((now) => (now === MEMBER ? FAMILY : MEMBER))}>
        Use my member e-mail
      </button>
      <button type="button" onClick={() => setShown((now) => !now)}>
        {shown ? 'Hide the clinic' : 'Show the clinic'}
      </button>
      {shown && (
        <section>
          <clinic-booking
            id="glow-booking"
            prefill-email={email}
            prefill-message="Glow Studio member"
            onclinic:ready={track}
            onclinic:success={track}
            onclinic:error={track}
          />
          <clinic-faq group="results_faq" heading-level="2" onclinic:ready={track} onclinic:error={track} />
          <clinic-contact variant="locations" onclinic:ready={track} />
          <clinic-treatment-map onclinic:ready={track} />
        </section>
      )}
      <ol id="analytics">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}

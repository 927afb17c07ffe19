/**
 * The honeypot: a field people never see or reach (off-screen, hidden from assistive technology,
 * out of the tab order, never autofilled) that bots fill in. The server drops such requests quietly.
 */
export const HONEYPOT_NAME = 'website';

export function HoneypotField(props: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="clinic-honeypot" aria-hidden="true">
      <label htmlFor={props.id}>Website</label>
      <input
        id={props.id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </div>
  );
}

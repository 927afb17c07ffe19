/**
 * The form-level message of a client check ('All fields are required', 'Invalid Date'). It is
 * always in the page, so a message appearing in it is announced; invalid fields point to it.
 */
export function FormAlert({ id, message }: { id: string; message?: string }) {
  return (
    <p className={`form-alert${message ? ' form-alert--shown' : ''}`} id={id} role="alert">
      {message}
    </p>
  );
}

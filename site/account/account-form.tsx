/**
 * The <form> every account screen uses: the browser's own validation bubbles are off (the screens
 * check what docs/product/validation.md asks and leave the rest to the server), and until the page has hydrated the
 * submit button is disabled, so an early Enter can never send names or passwords as a plain form
 * (and with `post`, never in a URL). Once a submit is over (the screen's check, or the server's
 * answer), the first field marked invalid comes into view with focus (src/forms/focus-first-error.ts).
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import { focusFirstError } from '../../src/forms/focus-first-error';
import { useInBrowser } from './use-in-browser';

export interface AccountFormProps {
  onSubmit: () => void | Promise<unknown>;
  busy?: boolean;
  children: ReactNode;
}

export function AccountForm({ onSubmit, busy = false, children }: AccountFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!busy) void Promise.resolve(onSubmit()).then(() => focusFirstError(form.current));
  };
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-labelledby="account-card-heading" aria-busy={busy || undefined} onSubmit={submit}>
      {children}
    </form>
  );
}

export interface SubmitButtonProps {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  block?: boolean;
}

export function SubmitButton({ label, busyLabel, busy = false, block = false }: SubmitButtonProps) {
  const ready = useInBrowser();
  return (
    <button type="submit" className={`btn btn-primary${block ? ' btn-block' : ''}`} disabled={!ready || busy}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

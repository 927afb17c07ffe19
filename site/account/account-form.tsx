/**
 * The <form> every account screen uses: the browser's own validation bubbles are off (the screens
 * check what docs/product/validation.md asks and leave the rest to the server), and until the page has hydrated the
 * submit button is disabled, so an early Enter can never send names or passwords as a plain form
 * (and with `post`, never in a URL).
 */
import type { FormEvent, ReactNode } from 'react';
import { useInBrowser } from './use-in-browser';

export interface AccountFormProps {
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
}

export function AccountForm({ onSubmit, busy = false, children }: AccountFormProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="account-form" method="post" noValidate aria-labelledby="account-card-heading" aria-busy={busy || undefined} onSubmit={submit}>
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

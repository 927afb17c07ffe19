/**
 * Revoking a participant's certificate of attendance from the roster (docs/product/screens.md
 * "Course roster"): a reason and a button; once revoked, the date. The reason goes to the day's
 * audit log, never to the public verification page. Staff pages are in English.
 */
import { useId, useState, type FormEvent } from 'react';
import { staffFailure, staffHttp } from '../staff-api';

export interface CertificateRevokeProps {
  code: string;
  /** epoch ms, or null while the certificate is valid */
  revokedAt: number | null;
  /** after a revocation, so the roster reads itself again */
  onChanged(): void;
}

const REASON_MAX = 500;
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'medium' });

export function CertificateRevoke({ code, revokedAt, onChanged }: CertificateRevokeProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [revoked, setRevoked] = useState<number | null>(revokedAt);

  const shown = revokedAt ?? revoked;
  if (shown !== null) {
    return (
      <p className="certificate-revoke certificate-revoke--done">
        Certificate {code}: revoked on <time dateTime={new Date(shown).toISOString()}>{dateFormat.format(shown)}</time>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setError('Please give the reason for revoking.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await staffHttp.post<{ revoked_at: string }>(`/api/staff/courses/certificates/${encodeURIComponent(code)}/revoke`, { reason: text });
      setRevoked(Date.parse(res.data.revoked_at));
      onChanged();
    } catch (err) {
      const failure = staffFailure(err);
      setError(failure.message ?? 'The certificate could not be revoked. Please try again.');
      // already revoked elsewhere: the roster reads the date again
      if (failure.status === 409) onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="certificate-revoke" onSubmit={(e) => void submit(e)} aria-label={`Revoke certificate ${code}`}>
      <label htmlFor={`${id}-reason`}>Reason for revoking certificate {code}</label>
      <input
        id={`${id}-reason`}
        name="reason"
        type="text"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        Revoke certificate
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="certificate-revoke__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Her passkeys, on /staff/second-factor once she is signed in (the bar's "Passkeys"): when each
 * was added and last used, "Add a passkey", and "Remove" (a removed passkey can no longer sign in;
 * the server keeps her last second factor).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toastError, toastSuccess } from '../../src/toast/toast-service';
import { staffApi, staffFailure } from './staff-api';
import { StaffCard } from './staff-card';
import { staffCopy } from './staff-copy';
import { staffPasskeyCopy as copy } from './staff-passkey-copy';
import { clinicTime, isoTime } from './format-time';
import { createPasskey, PasskeyCancelled, PasskeyUnsupported } from './passkey-ceremony';
import type { PasskeyListAnswer } from './staff-types';

type Passkey = PasskeyListAnswer['passkeys'][number];

/** What a failed passkey call says: the browser's cancel, no WebAuthn, or the server's message. */
export function passkeyFailureMessage(err: unknown): string {
  if (err instanceof PasskeyCancelled) return copy.cancelled;
  if (err instanceof PasskeyUnsupported) return copy.unsupported;
  const failure = staffFailure(err);
  return failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError);
}

export function StaffPasskeysCard({ home }: { home: string }) {
  const [passkeys, setPasskeys] = useState<Passkey[] | undefined>(undefined);
  const [busy, setBusy] = useState<'add' | number | undefined>(undefined);

  const load = async () => setPasskeys((await staffApi.passkeys()).passkeys);

  useEffect(() => {
    load().catch((err: unknown) => toastError(passkeyFailureMessage(err)));
  }, []);

  /** one change to her passkeys: its answer said, the list read again, a failure in words */
  const change = async (what: 'add' | number, call: () => Promise<{ message?: string }>) => {
    setBusy(what);
    try {
      const answer = await call();
      if (answer.message) toastSuccess(answer.message);
      await load();
    } catch (err) {
      toastError(passkeyFailureMessage(err));
    } finally {
      setBusy(undefined);
    }
  };
  const add = () => change('add', createPasskey);
  const remove = (id: number) => change(id, () => staffApi.removePasskey(id));

  return (
    <StaffCard heading={copy.listHeading} intro={copy.listIntro}>
      {passkeys === undefined ? (
        <p aria-live="polite">{staffCopy.secondFactor.loading}</p>
      ) : passkeys.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="staff-passkeys">
          {passkeys.map((p, i) => (
            <li key={p.id} className="staff-passkeys__item">
              <span className="staff-passkeys__name">{copy.item(i + 1)}</span>
              <span className="staff-passkeys__when">
                {copy.added}
                <time dateTime={isoTime(p.created_at)}>{clinicTime(p.created_at)}</time>
                {', '}
                {p.last_used_at == null ? (
                  copy.neverUsed
                ) : (
                  <>
                    {copy.lastUsed}
                    <time dateTime={isoTime(p.last_used_at)}>{clinicTime(p.last_used_at)}</time>
                  </>
                )}
              </span>
              <button type="button" className="staff-button staff-button--quiet" aria-label={copy.removeLabel(i + 1)} disabled={busy !== undefined} onClick={() => void remove(p.id)}>
                {busy === p.id ? copy.removing : copy.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button className="clinic-button" type="button" disabled={busy !== undefined} onClick={() => void add()}>
        {busy === 'add' ? copy.adding : copy.add}
      </button>
      <p className="staff-card__aside">
        <Link to={home}>{copy.back}</Link>
      </p>
    </StaffCard>
  );
}

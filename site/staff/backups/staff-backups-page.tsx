/**
 * /staff/backups: whether backups are on and how often, the last verified backup (its time in Miami
 * and its size), a warning when the last one failed or is too old, and the latest attempts with
 * what went wrong. Every staff member sees it (owners, until roles exist).
 */
import { useEffect, useState } from 'react';
import { clinicTime, isoTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import { useStaffFailure } from '../use-staff-failure';
import { backupsApi } from './backups-api';
import { backupsCopy as copy, formatBytes } from './backups-copy';
import type { BackupRunView, BackupStatusAnswer } from './backup-types';
import './backups.css';

function RunLine({ run }: { run: BackupRunView }) {
  const detail = run.status === 'failed' ? run.error : run.status === 'verified' ? [run.bytes === null ? '' : formatBytes(run.bytes), run.file].filter(Boolean).join(' · ') : null;
  return (
    <li className={`backup-runs__item backup-runs__item--${run.status}`}>
      <time dateTime={isoTime(run.started_at)}>{clinicTime(run.started_at)}</time> · {copy.status[run.status]} ({copy.trigger[run.trigger]})
      {detail && <span className="backup-runs__detail">{detail}</span>}
    </li>
  );
}

export function StaffBackupsPage() {
  const onFailure = useStaffFailure();
  const [status, setStatus] = useState<BackupStatusAnswer | null>(null);

  useEffect(() => {
    let live = true;
    backupsApi.status().then(
      (answer) => live && setStatus(answer),
      (err: unknown) => live && onFailure(err),
    );
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const verified = status?.last_verified;
  return (
    <div className="staff-page backups-page" aria-busy={status === null}>
      <div>
        <h1 className="staff-page__title">{copy.heading}</h1>
        <p className="staff-page__intro">{copy.intro}</p>
      </div>
      {status === null ? (
        <p>{staffCopy.loading}</p>
      ) : (
        <>
          {status.warning && (
            <p className="staff-message" role="alert">
              {status.warning.message}
            </p>
          )}
          <section className="staff-panel" aria-labelledby="backups-last">
            <h2 id="backups-last">{copy.lastVerified}</h2>
            {verified ? (
              <dl className="lead-fields">
                <div className="lead-fields__row">
                  <dt>{copy.taken}</dt>
                  <dd>
                    <time dateTime={isoTime(verified.started_at)}>{clinicTime(verified.started_at)}</time>
                  </dd>
                </div>
                <div className="lead-fields__row">
                  <dt>{copy.size}</dt>
                  <dd>{verified.bytes === null ? '' : formatBytes(verified.bytes)}</dd>
                </div>
                <div className="lead-fields__row">
                  <dt>{copy.file}</dt>
                  <dd>{verified.file}</dd>
                </div>
              </dl>
            ) : (
              <p>{copy.none}</p>
            )}
          </section>
          <section className="staff-panel" aria-labelledby="backups-schedule">
            <h2 id="backups-schedule">{copy.schedule}</h2>
            <p>{status.enabled && status.every_hours !== null && status.keep !== null ? copy.every(status.every_hours, status.keep) : copy.off}</p>
          </section>
          <section className="staff-panel" aria-labelledby="backups-attempts">
            <h2 id="backups-attempts">{copy.attempts}</h2>
            {status.runs.length === 0 ? (
              <p>{copy.noAttempts}</p>
            ) : (
              <ul className="backup-runs">
                {status.runs.map((run) => (
                  <RunLine key={run.id} run={run} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

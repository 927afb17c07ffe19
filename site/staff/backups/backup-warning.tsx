/**
 * The line under the staff bar on every staff page when a backup needs someone: the last one failed,
 * or the last verified one is more than twice the interval old. Asked once a signed-in page opens;
 * a failed call shows nothing (the page itself reports its own failures).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { backupsApi } from './backups-api';
import { backupsCopy } from './backups-copy';
import './backups.css';

export function BackupWarning({ signedIn }: { signedIn: boolean }) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) {
      setMessage(null);
      return;
    }
    let live = true;
    backupsApi.status().then(
      (answer) => {
        if (live) setMessage(answer.warning && answer.warning.kind !== 'off' ? answer.warning.message : null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!message) return null;
  return (
    <p className="staff-message backup-warning" role="alert">
      {message} <Link to="/staff/backups">{backupsCopy.seeBackups}</Link>
    </p>
  );
}

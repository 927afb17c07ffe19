/** Every word of the backups page and warning (/staff/backups), in English like the rest of the staff area. */
export const backupsCopy = {
  nav: 'Backups',
  heading: 'Backups',
  intro:
    'The clinic’s database (every lead, photo, appointment and post) is copied, encrypted and checked on a schedule. Restoring one is a command on the server: docs/backups.md is the step-by-step drill.',
  lastVerified: 'Last verified backup',
  none: 'None yet.',
  taken: 'Taken',
  size: 'Size',
  file: 'File',
  schedule: 'Schedule',
  every: (hours: number, keep: number) => `Every ${hours === 1 ? 'hour' : `${hours} hours`}; the last ${keep} are kept, the oldest deleted only after a newer one is verified.`,
  off: 'Off.',
  attempts: 'Latest attempts',
  noAttempts: 'No backup has been attempted yet.',
  status: { running: 'Under way', verified: 'Verified', failed: 'Failed' } as const,
  trigger: { schedule: 'scheduled', command: 'npm run backup' } as const,
  attempt: (when: string, status: string, trigger: string) => `${when} · ${status} (${trigger})`,
  seeBackups: 'See the backups',
};

/** A size as people read it: 845 KB, 12.4 MB, 1.2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

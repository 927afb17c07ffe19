/** Downloads the CSV of the leads matching the applied filters. */
import { useState } from 'react';
import { toastSuccess } from '../../../src/toast/toast-service';
import { staffApi } from '../staff-api';
import { staffCopy } from '../staff-copy';
import type { InboxFilterValues } from '../staff-types';
import { useStaffFailure } from '../use-staff-failure';

const copy = staffCopy.inbox;

export function ExportButton({ filters, hintId }: { filters: InboxFilterValues; hintId: string }) {
  const [busy, setBusy] = useState(false);
  const onFailure = useStaffFailure();

  const download = async () => {
    setBusy(true);
    try {
      const { blob, name } = await staffApi.exportCsv(filters);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toastSuccess(copy.exported);
    } catch (err) {
      onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="staff-button" aria-describedby={hintId} disabled={busy} onClick={() => void download()}>
      {busy ? copy.exporting : copy.export}
    </button>
  );
}

/**
 * Deleting a lead asks first, in the page (no browser dialog): the first button reveals the
 * question and moves focus to it; Cancel returns focus to where it was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { staffApi } from '../staff-api';
import { staffCopy } from '../staff-copy';
import type { LeadDetail } from '../staff-types';
import { useStaffFailure } from '../use-staff-failure';

const copy = staffCopy.lead;

export function DeleteLead({ lead }: { lead: LeadDetail }) {
  const uid = useId();
  const navigate = useNavigate();
  const onFailure = useStaffFailure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await staffApi.remove(lead.kind, lead.id);
      toastSuccess(answer.message ?? '');
      void navigate('/staff', { replace: true });
    } catch (err) {
      setBusy(false);
      onFailure(err);
    }
  };

  if (!asking) {
    return (
      <button ref={opener} type="button" className="staff-button staff-button--danger" onClick={() => setAsking(true)}>
        {copy.delete}
      </button>
    );
  }
  return (
    <div className="delete-lead" role="group" aria-labelledby={`${uid}-question`}>
      <p id={`${uid}-question`} ref={question} tabIndex={-1} className="delete-lead__question">
        {copy.deleteQuestion}
      </p>
      <div className="delete-lead__actions">
        <button type="button" className="staff-button staff-button--danger" disabled={busy} onClick={() => void remove()}>
          {busy ? copy.deleting : copy.deleteConfirm}
        </button>
        <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => setAsking(false)}>
          {copy.deleteCancel}
        </button>
      </div>
    </div>
  );
}

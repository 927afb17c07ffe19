/** Deleting a named set asks first, in the page (no browser dialog), as deleting a lead does. */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { faqSetApi } from './faq-set-api';
import { faqSetCopy } from './faq-set-copy';

const copy = faqSetCopy.editor;

export function DeleteFaqSet({ setKey }: { setKey: string }) {
  const uid = useId();
  const navigate = useNavigate();
  const onFailure = useStaffFailure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const remove = async () => {
    setBusy(true);
    try {
      toastSuccess((await faqSetApi.remove(setKey)).message);
      void navigate('/staff/faqs', { replace: true });
    } catch (err) {
      setBusy(false);
      onFailure(err);
    }
  };

  if (!asking) {
    return (
      <button type="button" className="staff-button staff-button--danger" onClick={() => setAsking(true)}>
        {copy.delete}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${uid}-question`}>
      <p id={`${uid}-question`} ref={question} tabIndex={-1}>
        {copy.deleteQuestion}
      </p>
      <div className="faq-item__actions">
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

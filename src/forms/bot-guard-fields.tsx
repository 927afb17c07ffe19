/**
 * The bot guard's two fields in the form: the honeypot, which people never see or reach
 * (off-screen, hidden from assistive technology, out of the tab order, never autofilled) and bots
 * fill in, and the signed stamp of when the form was shown, once it has arrived.
 */
import type { BotGuard } from './use-bot-guard';
import { useCoreCopy } from '../i18n/core-copy-context';

export const HONEYPOT_NAME = 'website';
export const STAMP_NAME = 'form_stamp';

export function BotGuardFields({ id, guard }: { id: string; guard: BotGuard }) {
  const { botGuard } = useCoreCopy();
  return (
    <>
      <div className="clinic-honeypot" aria-hidden="true">
        <label htmlFor={id}>{botGuard.honeypotLabel}</label>
        <input
          id={id}
          name={HONEYPOT_NAME}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={guard.honeypot}
          onChange={(e) => guard.setHoneypot(e.currentTarget.value)}
        />
      </div>
      {guard.stamp ? <input type="hidden" name={STAMP_NAME} value={guard.stamp} /> : null}
    </>
  );
}

/**
 * The two extra fields our lead forms send (docs/architecture.md): the honeypot value and a signed stamp of
 * when the form was shown, fetched from GET /api/form-stamp on mount. A stamp that never arrives
 * never blocks sending: the request simply goes without it.
 */
import { useEffect, useState } from 'react';
import { get } from '../api/http-client';
import type { BotGuardFields } from '../api/api-types';

export const FORM_STAMP_PATH = '/api/form-stamp';

interface StampAnswer {
  success?: boolean;
  stamp?: unknown;
}

export interface BotGuard {
  honeypot: string;
  /** the signed stamp, once GET /api/form-stamp has answered */
  stamp: string | undefined;
  setHoneypot: (value: string) => void;
  /** what to add to the request body */
  fields: () => BotGuardFields;
}

export function useBotGuard(): BotGuard {
  const [honeypot, setHoneypot] = useState('');
  const [stamp, setStamp] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    get<StampAnswer>(FORM_STAMP_PATH).then(
      (res) => {
        if (live && typeof res.data?.stamp === 'string') setStamp(res.data.stamp);
      },
      () => undefined, // without a stamp the form still sends; the server's rate limits guard it
    );
    return () => {
      live = false;
    };
  }, []);

  return {
    honeypot,
    setHoneypot,
    stamp,
    fields: () => (stamp ? { website: honeypot, form_stamp: stamp } : { website: honeypot }),
  };
}

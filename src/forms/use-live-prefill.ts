/**
 * Prefill values that may change while the form is on screen (an embedding page changing a
 * widget's `prefill-*` attributes): a changed value fills its field, and a removed one empties it,
 * unless the visitor has typed in that field, whose text is never overwritten.
 */
import { useEffect, useRef } from 'react';

export interface LivePrefill<K extends string> {
  /** the visitor typed in this field: later prefill changes leave it alone */
  typed: (field: K) => void;
  /** the form was sent and cleared: every field follows the prefill again */
  forgetTyped: () => void;
}

export function useLivePrefill<K extends string>(
  prefill: Partial<Record<K, string>> | undefined,
  fill: (changes: Partial<Record<K, string>>) => void,
): LivePrefill<K> {
  const typedFields = useRef(new Set<K>());
  const shown = useRef<Partial<Record<K, string>>>(prefill ?? {});
  const latest = useRef({ prefill, fill });
  const key = JSON.stringify(prefill ?? {});

  useEffect(() => {
    latest.current = { prefill, fill };
  });

  useEffect(() => {
    const before = shown.current;
    const now: Partial<Record<K, string>> = latest.current.prefill ?? {};
    shown.current = now;
    const changes: Partial<Record<K, string>> = {};
    const fields = new Set([...Object.keys(before), ...Object.keys(now)] as K[]);
    for (const field of fields) {
      const value = now[field] ?? '';
      if ((before[field] ?? '') !== value && !typedFields.current.has(field)) changes[field] = value;
    }
    if (Object.keys(changes).length > 0) latest.current.fill(changes);
  }, [key]);

  return {
    typed: (field) => typedFields.current.add(field),
    forgetTyped: () => typedFields.current.clear(),
  };
}

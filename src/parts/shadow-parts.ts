/**
 * `part` attributes, for partner pages to style a widget through ::part(). They mean something only
 * inside a shadow root, and HTML allows them nowhere else, so the core components add them only
 * where a widget turns them on; on the site they are left out and the markup stays valid.
 */
import { createContext, useContext } from 'react';

/** True inside a widget's shadow root (widgets/define-widget.tsx provides it). */
export const ShadowPartsContext = createContext(false);

export interface PartProps {
  part?: string;
}

const none: PartProps = Object.freeze({});

/** `{...part('form')}` spreads `part="form"` inside a widget and nothing on the site. */
export function useParts(): (names: string) => PartProps {
  const on = useContext(ShadowPartsContext);
  return on ? (names) => ({ part: names }) : () => none;
}

/**
 * `src/parts/shadow-parts` in the widget builds: every widget renders inside its own shadow root,
 * so the ::part names are always on and no context is needed to switch them (a few bytes less in
 * the bundle, and the on-demand parts need nothing shared for it).
 */
import type { ReactNode } from 'react';
import type { PartProps } from '../src/parts/shadow-parts';

const part = (names: string): PartProps => ({ part: names });

export const useParts = (): ((names: string) => PartProps) => part;

export const ShadowPartsContext = {
  Provider: ({ children }: { value: boolean; children: ReactNode }): ReactNode => children,
};

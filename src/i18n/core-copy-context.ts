/**
 * The core copy a component renders with: English unless a CoreCopyProvider above it says
 * otherwise (`<CoreCopyProvider value={spanishCoreCopy}>`). Plain createContext/useContext, so it
 * works the same on React 19 (the site) and preact/compat (the widgets).
 */
import { createContext, useContext } from 'react';
import { englishCoreCopy, type CoreCopy } from './core-copy';

export const CoreCopyContext = createContext<CoreCopy>(englishCoreCopy);

/** Gives its subtree the core copy `value`. */
export const CoreCopyProvider = CoreCopyContext.Provider;

export function useCoreCopy(): CoreCopy {
  return useContext(CoreCopyContext);
}

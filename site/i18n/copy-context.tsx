/**
 * The words in force. A component names the kind of copy it reads and passes the English module it
 * imports: `useCopy('home', homeCopy)`. English pages therefore download nothing more; a Spanish
 * route puts the `.es.ts` twins here (site/routes.tsx) and the same component speaks Spanish.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CopyKind, CopyKinds, ProvidedCopy } from './copy-kinds';

export type { ProvidedCopy };

const CopyContext = createContext<ProvidedCopy>({});

/** Adds `value` to the copy its parent provides (a page inside the Spanish layout keeps the layout's). */
export function CopyProvider({ value, children }: { value: ProvidedCopy; children: ReactNode }) {
  const parent = useContext(CopyContext);
  return <CopyContext.Provider value={{ ...parent, ...value }}>{children}</CopyContext.Provider>;
}

export function useCopy<K extends CopyKind>(kind: K, english: CopyKinds[K]): CopyKinds[K] {
  return useContext(CopyContext)[kind] ?? english;
}

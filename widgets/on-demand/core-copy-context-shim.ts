/** `src/i18n/core-copy-context` inside the on-demand parts' build: the bundle's own context, so a part reads the copy its widget was given (see shared-runtime.ts). */
import { sharedRuntime } from './runtime-key';

export const useCoreCopy = sharedRuntime().useCoreCopy;

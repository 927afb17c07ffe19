/** `src/api/http-client` inside the on-demand parts' build: the bundle's own client, which knows the clinic's address (see shared-runtime.ts). */
import { sharedRuntime } from './runtime-key';

export const get = sharedRuntime().get;

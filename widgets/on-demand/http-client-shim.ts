/**
 * `src/api/http-client` inside the on-demand parts' build: the bundle's own client (redaxios, the
 * page's API base, credentials), so a part calls the clinic's API without a second copy of it
 * (see shared-runtime.ts).
 */
import { sharedRuntime } from './runtime-key';

export const get = sharedRuntime().get;

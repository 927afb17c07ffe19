/**
 * The router's data for hydration travels in a data block, never in a script: the page's
 * Content-Security-Policy then allows no inline script but the site's own boot script
 * (server/site/page-csp.ts), so HTML injected anywhere in a page could not be approved by the
 * header meant to stop it. The server writes the block (`routerDataBlock`); the client hands its
 * contents to React Router, which reads them from the window as it would have from its own script
 * (`adoptRouterData`).
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { jsonForScript } from '../meta/head-html';

export const ROUTER_DATA_ID = 'router-data';

/** Errors as React Router serialises them for hydration (its StaticRouterProvider does the same). */
function serializedErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }];
      return [id, error];
    }),
  );
}

export function routerDataBlock(context: StaticHandlerContext): string {
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors: serializedErrors(context.errors) };
  return `<script type="application/json" id="${ROUTER_DATA_ID}">${jsonForScript(data)}</script>`;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** Before the browser router is made: the block's data where React Router looks for it. */
export function adoptRouterData(): void {
  const block = document.getElementById(ROUTER_DATA_ID);
  if (block?.textContent) window.__staticRouterHydrationData = JSON.parse(block.textContent) as unknown;
}

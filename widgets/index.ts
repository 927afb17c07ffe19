/**
 * The widget bundle's entry: one script tag defines the clinic's custom elements on a partner page.
 * (The elements themselves are built in the widgets issue; this entry already loads safely twice.)
 */
const REGISTRY_FLAG = '__clinicWidgetsLoaded';

declare global {
  interface Window {
    [REGISTRY_FLAG]?: boolean;
  }
}

export const version = '0.1.0';

if (typeof window !== 'undefined' && !window[REGISTRY_FLAG]) {
  window[REGISTRY_FLAG] = true;
}

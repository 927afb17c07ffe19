/**
 * The widget bundle's entry: one script tag defines <clinic-booking>, <clinic-contact>,
 * <clinic-faq> and <clinic-treatment-map>. Including it twice is harmless (an element already
 * defined is left alone), and elements added to the page later work like the first ones.
 */
import { pageConfig, readScriptFacts, type PageConfig } from './page-config';
import { setApiBase } from '../src/api/http-client';
import { startSessionPersistence } from '../src/session/session-persist';
import { captureHostPage } from '../src/lead-source/capture-host-page';
import { configureToasts } from './on-demand/toast-proxy';
import { setChunkBase } from './on-demand/chunk-loader';
import { shareRuntime } from './on-demand/shared-runtime';
import { defineWidget, type WidgetEnvironment } from './define-widget';
import { bookingWidget } from './booking-widget';
import { contactWidget } from './contact-widget';
import { faqWidget } from './faq-widget';
import { treatmentMapWidget } from './treatment-map-widget';

// the tag, event and attribute types a partner's TypeScript sees (also shipped as dist/widgets/clinic-widgets.d.ts)
export type * from './types/clinic-widgets';
export type { WidgetEventDetail, WidgetEventName, WidgetName } from './widget-events';
export type { PageConfig };

export const version = '0.1.0';

// document.currentScript is only set while this script runs: read it before anything waits.
const script = typeof document !== 'undefined' ? readScriptFacts() : { origin: '', base: '', nonce: '' };

function nonceFor(element: HTMLElement): string {
  return element.nonce || element.getAttribute('nonce') || pageConfig().nonce || script.nonce;
}

const environment: WidgetEnvironment = {
  nonceFor,
  configure(element) {
    // One clinic per page: an element's api-base (else the page's, else the script's origin) applies to every widget.
    const base = element.getAttribute('api-base') || pageConfig().apiBase || script.origin;
    if (base) setApiBase(base);
    // notyf's styles live inside its own toast container, never in the page's <head>
    configureToasts({ nonce: nonceFor(element) });
  },
};

// On the clinic's own origin (its landing pages) the widgets follow the site's stored session, so
// a signed-in visitor's details prefill the forms and a sign-out anywhere reaches them. On a
// partner's origin the `root` key in localStorage is the partner's, and is left alone.
if (typeof window !== 'undefined' && script.origin !== '' && script.origin === window.location.origin) {
  startSessionPersistence();
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  // where the visitor came to the partner's page from, sent with a lead (src/lead-source/)
  captureHostPage(pageConfig().testMode);
  setChunkBase(script.base);
  shareRuntime();
  for (const spec of [bookingWidget, contactWidget, faqWidget, treatmentMapWidget]) defineWidget(spec, environment);
}

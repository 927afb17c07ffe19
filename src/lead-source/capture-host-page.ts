/**
 * The widgets' capture, run once when the bundle loads on a partner's page: the host page's origin
 * and path (its query string only for its `utm_*` tags and click id) as the touch, with the page's
 * origin as the referrer, since that page sent the visitor to the clinic. Nothing is stored in the
 * partner's storage; the `partner` attribute is added by each form when it sends.
 */
import { leadSource, readTouch } from './lead-source-store';

export function captureHostPage(testMode?: boolean): void {
  leadSource.first = readTouch(location.search, location.origin, location.origin + location.pathname);
  // a partner's automated test (`window.ClinicWidgets = { testMode: true }`): its leads are kept apart
  if (testMode) leadSource.first.test_mode = '1';
}

/**
 * Compiled, never run: what the shipped React types accept and refuse. Each @ts-expect-error
 * must meet an error, so looser types fail `npm run typecheck`.
 */
import type { ClinicWidgetEvent, ClinicWidgetName } from '../../../widgets/types/clinic-widgets-react';

const widgetOf = (event: ClinicWidgetEvent): ClinicWidgetName => event.detail.widget;

export const accepted = (
  <>
    <clinic-booking prefill-first-name="Ana" redirect-on-success="https://spa.example/thanks" onclinic:success={widgetOf} />
    <clinic-contact variant="locations" prefill-name="Ana" api-base="https://clinic.example" />
    <clinic-faq group="post_treatment_faq" intro="Aftercare" heading-level={2} className="faq" />
    <clinic-faq group="spring-offer" />
    <clinic-treatment-map asset-base="https://cdn.example" link-base="https://clinic.example" nonce="abc" />
  </>
);

export const refused = (
  <>
    {/* @ts-expect-error: a group is a set's key, text */}
    <clinic-faq group={42} />
    {/* @ts-expect-error: the contact widget has one other variant */}
    <clinic-contact variant="short" />
    {/* @ts-expect-error: headings are h2 or h3 */}
    <clinic-faq heading-level={4} />
    {/* @ts-expect-error: an event handler gets the widget's CustomEvent, which has no `message` */}
    <clinic-booking onclinic:error={(event) => event.detail.message} />
  </>
);

// plain DOM code gets the same events typed
document.querySelector('clinic-booking')?.addEventListener('clinic:success', (event) => widgetOf(event));

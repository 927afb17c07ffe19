/**
 * The events partner pages can track: `clinic:ready`, `clinic:success`, `clinic:error`. They bubble
 * and cross shadow roots, and their detail names only the widget, its instance and the language it
 * was showing: never anything the visitor typed. An element the page has already removed (a page
 * that closes its dialog right after the visitor sends) can no longer reach the page's listeners:
 * its events are dispatched on the document instead, with the same detail.
 */
import type { ClinicWidgetEventDetail, ClinicWidgetEventName, ClinicWidgetName } from './types/clinic-widgets';

export type WidgetName = ClinicWidgetName;
export type WidgetEventName = ClinicWidgetEventName;
export type WidgetEventDetail = ClinicWidgetEventDetail;

export function emitWidgetEvent(host: HTMLElement, name: WidgetEventName, detail: WidgetEventDetail): void {
  (host.isConnected ? host : document).dispatchEvent(new CustomEvent<WidgetEventDetail>(name, { bubbles: true, composed: true, detail: { ...detail } }));
}

/**
 * The events partner pages can track: `clinic:ready`, `clinic:success`, `clinic:error`. They bubble
 * and cross shadow roots, and their detail names only the widget, its instance and the language it
 * was showing: never anything the visitor typed.
 */
import type { ClinicWidgetEventDetail, ClinicWidgetEventName, ClinicWidgetName } from './types/clinic-widgets';

export type WidgetName = ClinicWidgetName;
export type WidgetEventName = ClinicWidgetEventName;
export type WidgetEventDetail = ClinicWidgetEventDetail;

export function emitWidgetEvent(host: HTMLElement, name: WidgetEventName, detail: WidgetEventDetail): void {
  host.dispatchEvent(new CustomEvent<WidgetEventDetail>(name, { bubbles: true, composed: true, detail: { ...detail } }));
}

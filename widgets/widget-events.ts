/**
 * The events partner pages can track: `clinic:ready`, `clinic:success`, `clinic:error`. They bubble
 * and cross shadow roots, and their detail names only the widget and its instance: never anything
 * the visitor typed.
 */
export type WidgetName = 'booking' | 'contact' | 'faq' | 'treatment-map';
export type WidgetEventName = 'clinic:ready' | 'clinic:success' | 'clinic:error';

export interface WidgetEventDetail {
  widget: WidgetName;
  instance: string;
}

export function emitWidgetEvent(host: HTMLElement, name: WidgetEventName, detail: WidgetEventDetail): void {
  host.dispatchEvent(new CustomEvent<WidgetEventDetail>(name, { bubbles: true, composed: true, detail: { ...detail } }));
}

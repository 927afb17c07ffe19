/**
 * Types for the clinic's embeddable widgets in plain TypeScript: the four elements, their
 * attributes, and their events on `document`, on each element and in `HTMLElementTagNameMap`.
 * React users add clinic-widgets-react.d.ts, Vue users clinic-widgets-vue.d.ts.
 */

export type ClinicWidgetName = 'booking' | 'contact' | 'faq' | 'treatment-map';

/** `event.detail` of every widget event: which widget, and which element (its id, or an automatic name such as `faq-2`). */
export interface ClinicWidgetEventDetail {
  widget: ClinicWidgetName;
  instance: string;
  /** the language the widget was showing: its `lang`, else the page's `<html lang>` */
  language: 'en' | 'es';
  /** `clinic:success` of <clinic-booking> when the visitor booked a time: its type */
  appointmentType?: 'in-person' | 'phone' | 'video';
  /** `clinic:success` of <clinic-booking> when the visitor booked a time: its start, ISO-8601 UTC */
  appointmentStart?: string;
}

export type ClinicWidgetEvent = CustomEvent<ClinicWidgetEventDetail>;

export interface ClinicWidgetEventMap {
  /** the widget is on screen (the FAQ: once its questions are) */
  'clinic:ready': ClinicWidgetEvent;
  /**
   * a booking or contact message reached the clinic; dispatched on `document` itself (same
   * `detail`) when the page has already removed the element
   */
  'clinic:success': ClinicWidgetEvent;
  /** sending failed, or the widget could not load its content; like `clinic:success`, on `document` once the element is gone */
  'clinic:error': ClinicWidgetEvent;
}

export type ClinicWidgetEventName = keyof ClinicWidgetEventMap;

/** Attributes every element understands. */
export interface ClinicWidgetAttributes {
  /** the clinic's server, when it is not where the script came from */
  'api-base'?: string;
  /** CSP nonce for the widget's <style> */
  nonce?: string;
  /** becomes `instance` in the widget's events */
  id?: string;
  /**
   * the widget's language: Spanish for a tag that starts with `es` ('es', 'es-US'), English for
   * any other; without it, the page's `<html lang>`. Changing it switches the widget in place.
   */
  lang?: string;
}

export interface ClinicBookingAttributes extends ClinicWidgetAttributes {
  'prefill-first-name'?: string;
  'prefill-last-name'?: string;
  'prefill-email'?: string;
  'prefill-phone'?: string;
  'prefill-message'?: string;
  /** an http(s) address to go to after a successful booking; otherwise a thank-you panel shows in place */
  'redirect-on-success'?: string;
  /** the partner code the clinic gave you (lower-case letters, digits, '-', '_', '.'), sent with each request */
  partner?: string;
}

export interface ClinicContactAttributes extends ClinicWidgetAttributes {
  /** the longer first/last-name form without the contact details */
  variant?: 'locations';
  /** the partner code the clinic gave you (lower-case letters, digits, '-', '_', '.'), sent with each message */
  partner?: string;
  'prefill-name'?: string;
  'prefill-first-name'?: string;
  'prefill-last-name'?: string;
  'prefill-email'?: string;
  'prefill-phone'?: string;
  'prefill-message'?: string;
}

/** The clinic's own groups, or the key of a named set made in the clinic's staff area (`spring-offer`). */
export type ClinicFaqGroup = 'all' | 'home' | 'treatment_faq' | 'results_faq' | 'post_treatment_faq' | (string & {});

export interface ClinicFaqAttributes extends ClinicWidgetAttributes {
  group?: ClinicFaqGroup;
  /** a sentence above the questions */
  intro?: string;
  /** the questions' heading level: h3 unless '2' */
  'heading-level'?: '2' | '3' | 2 | 3;
}

export interface ClinicTreatmentMapAttributes extends ClinicWidgetAttributes {
  /** where the pictures come from */
  'asset-base'?: string;
  /** which site the areas link to */
  'link-base'?: string;
}

/** Each element's attributes, by tag. */
export interface ClinicWidgetElements {
  'clinic-booking': ClinicBookingAttributes;
  'clinic-contact': ClinicContactAttributes;
  'clinic-faq': ClinicFaqAttributes;
  'clinic-treatment-map': ClinicTreatmentMapAttributes;
}

/** `window.ClinicWidgets = { … }`, set before the script. */
export interface ClinicWidgetsConfig {
  /** CSP nonce for the <style> elements the widgets create */
  nonce?: string;
  /** the clinic's server, when it differs from the script's origin */
  apiBase?: string;
  /**
   * for your automated tests only: every booking and message is checked and answered as usual, but
   * the clinic keeps it apart from its inbox for a day and mails no one
   */
  testMode?: boolean;
}

declare global {
  interface HTMLElementTagNameMap {
    'clinic-booking': HTMLElement;
    'clinic-contact': HTMLElement;
    'clinic-faq': HTMLElement;
    'clinic-treatment-map': HTMLElement;
  }
  // so `document.addEventListener('clinic:success', (e) => e.detail.widget)` is typed, on elements too
  interface DocumentEventMap {
    'clinic:ready': ClinicWidgetEvent;
    'clinic:success': ClinicWidgetEvent;
    'clinic:error': ClinicWidgetEvent;
  }
  interface HTMLElementEventMap {
    'clinic:ready': ClinicWidgetEvent;
    'clinic:success': ClinicWidgetEvent;
    'clinic:error': ClinicWidgetEvent;
  }
  interface Window {
    /** the page's settings before the script loads; the script adds `version` */
    ClinicWidgets?: ClinicWidgetsConfig & Record<string, unknown>;
  }
}

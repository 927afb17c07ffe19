/**
 * The widgets in React 19 JSX: `<clinic-booking prefill-email="…" onclinic:success={…} />`.
 * React 19 sets unknown props on custom elements as attributes and listens to `on…` props as the
 * events named after them, so every attribute and event of clinic-widgets.d.ts is a typed prop.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ClinicWidgetElements, ClinicWidgetEvent } from './clinic-widgets';

export * from './clinic-widgets';

export interface ClinicWidgetEventProps {
  'onclinic:ready'?: (event: ClinicWidgetEvent) => void;
  'onclinic:success'?: (event: ClinicWidgetEvent) => void;
  'onclinic:error'?: (event: ClinicWidgetEvent) => void;
}

export type ClinicWidgetProps<Tag extends keyof ClinicWidgetElements> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  ClinicWidgetElements[Tag] &
  ClinicWidgetEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'clinic-booking': ClinicWidgetProps<'clinic-booking'>;
      'clinic-contact': ClinicWidgetProps<'clinic-contact'>;
      'clinic-faq': ClinicWidgetProps<'clinic-faq'>;
      'clinic-treatment-map': ClinicWidgetProps<'clinic-treatment-map'>;
    }
  }
}

/**
 * The widgets in Vue 3 templates: `<clinic-booking prefill-email="…" @clinic:success="…" />`,
 * typed through Vue's GlobalComponents. Vue must also be told they are custom elements:
 * `compilerOptions.isCustomElement = (tag) => tag.startsWith('clinic-')`.
 */
import type { DefineComponent } from 'vue';
import type { ClinicWidgetElements, ClinicWidgetEvent } from './clinic-widgets';

export * from './clinic-widgets';

/** `@clinic:ready="…"` and friends, as Vue passes listeners. */
export interface ClinicWidgetVueEvents {
  'onClinic:ready'?: (event: ClinicWidgetEvent) => void;
  'onClinic:success'?: (event: ClinicWidgetEvent) => void;
  'onClinic:error'?: (event: ClinicWidgetEvent) => void;
}

/** Vue's template checker matches `prefill-email="…"` to a prop named `prefillEmail`. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
export type ClinicWidgetVueProps<Attributes> = { [Name in keyof Attributes as CamelCase<Name & string>]: Attributes[Name] };

export type ClinicWidgetComponent<Tag extends keyof ClinicWidgetElements> = DefineComponent<
  ClinicWidgetVueProps<ClinicWidgetElements[Tag]> & ClinicWidgetVueEvents
>;

declare module 'vue' {
  interface GlobalComponents {
    'clinic-booking': ClinicWidgetComponent<'clinic-booking'>;
    'clinic-contact': ClinicWidgetComponent<'clinic-contact'>;
    'clinic-faq': ClinicWidgetComponent<'clinic-faq'>;
    'clinic-treatment-map': ClinicWidgetComponent<'clinic-treatment-map'>;
  }
}

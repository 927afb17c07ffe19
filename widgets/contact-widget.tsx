/** <clinic-contact>: the 'Get In Touch' form with the clinic's details, or with `variant="locations"` the first/last-name form. */
import { GetInTouchForm } from '../src/contact/get-in-touch-form';
import { LocationsContactForm } from '../src/contact/locations-contact-form';
import formsCss from '../src/forms/forms.css?inline';
import contactCss from '../src/contact/contact-forms.css?inline';
import hostCss from './widget-host.css?inline';
import type { WidgetHost, WidgetSpec } from './define-widget';
import { prefillAttributes, prefillFrom } from './prefill-attributes';

const FIELDS = ['name', 'first_name', 'last_name', 'email', 'phone', 'message'] as const;

function ContactWidget({ host }: { host: WidgetHost }) {
  const onEvent = (event: 'success' | 'error') => host.emit(event === 'success' ? 'clinic:success' : 'clinic:error');
  const prefill = prefillFrom(host.element, FIELDS);
  const partner = host.attr('partner');
  if (host.attr('variant') === 'locations') return <LocationsContactForm prefill={prefill} onEvent={onEvent} partner={partner} />;
  return <GetInTouchForm prefill={prefill} onEvent={onEvent} partner={partner} />;
}

export const contactWidget: WidgetSpec = {
  tag: 'clinic-contact',
  widget: 'contact',
  css: hostCss + formsCss + contactCss,
  attributes: ['variant', 'partner', ...prefillAttributes(FIELDS)],
  render: (host) => <ContactWidget host={host} />,
};

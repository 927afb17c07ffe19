/**
 * <clinic-booking>: the booking section. On a partner page a successful booking shows a thank-you
 * panel in place (a booked time: its confirmation), or goes to `redirect-on-success` when the page
 * asks for it. `clinic:success` names a booked time's type and start.
 */
import { useEffect, useRef, useState } from 'react';
import { BookingSection } from '../src/booking/booking-section';
import formsCss from '../src/forms/forms.css?inline';
import bookingCss from '../src/booking/booking-section.css?inline';
import hostCss from './widget-host.css?inline';
import type { WidgetHost, WidgetSpec } from './define-widget';
import { prefillAttributes, prefillFrom } from './prefill-attributes';
import { safeRedirectUrl } from './success-redirect';
import { useCoreCopy } from '../src/i18n/core-copy-context';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'message'] as const;

function ThankYou({ onAgain }: { onAgain: () => void }) {
  const panel = useRef<HTMLDivElement | null>(null);
  const thankYouCopy = useCoreCopy().widget;
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="clinic-thanks" part="thank-you" role="status" tabIndex={-1} ref={panel}>
      <h2 className="clinic-thanks__heading">{thankYouCopy.heading}</h2>
      <p>{thankYouCopy.text}</p>
      <button type="button" className="clinic-button" part="button" onClick={onAgain}>
        {thankYouCopy.again}
      </button>
    </div>
  );
}

function BookingWidget({ host }: { host: WidgetHost }) {
  const [done, setDone] = useState(false);
  if (done) return <ThankYou onAgain={() => setDone(false)} />;
  return (
    <BookingSection
      prefill={prefillFrom(host.element, FIELDS)}
      partner={host.attr('partner')}
      onEvent={(event, appointment) =>
        host.emit(event === 'success' ? 'clinic:success' : 'clinic:error', appointment && { appointmentType: appointment.type, appointmentStart: appointment.start })
      }
      afterSuccess={(appointment) => {
        const target = safeRedirectUrl(host.attr('redirect-on-success'));
        if (target) window.location.assign(target);
        // a booked time's confirmation stays in place of the form; a call-back request thanks the visitor
        else if (!appointment) setDone(true);
      }}
    />
  );
}

export const bookingWidget: WidgetSpec = {
  tag: 'clinic-booking',
  widget: 'booking',
  css: hostCss + formsCss + bookingCss,
  attributes: ['redirect-on-success', 'partner', ...prefillAttributes(FIELDS)],
  render: (host) => <BookingWidget host={host} />,
};

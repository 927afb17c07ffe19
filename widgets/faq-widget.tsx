/** <clinic-faq>: its accordion and questions load on demand (on-demand/faq-chunk.tsx). */
import hostCss from './widget-host.css?inline';
import type { WidgetSpec } from './define-widget';
import { OnDemandWidget } from './on-demand/on-demand-widget';

export const faqWidget: WidgetSpec = {
  tag: 'clinic-faq',
  widget: 'faq',
  css: hostCss,
  attributes: ['group', 'intro', 'heading-level'],
  watchChildren: true,
  readyWhenContentShown: true,
  render: (host) => <OnDemandWidget part="faq" host={host} />,
};

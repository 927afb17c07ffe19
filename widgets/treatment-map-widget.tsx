/** <clinic-treatment-map>: its picture, hotspots and styles load on demand (on-demand/map-chunk.tsx). */
import hostCss from './widget-host.css?inline';
import type { WidgetSpec } from './define-widget';
import { OnDemandWidget } from './on-demand/on-demand-widget';

export const treatmentMapWidget: WidgetSpec = {
  tag: 'clinic-treatment-map',
  widget: 'treatment-map',
  css: hostCss,
  attributes: ['asset-base', 'link-base'],
  readyWhenContentShown: true,
  render: (host) => <OnDemandWidget part="map" host={host} />,
};

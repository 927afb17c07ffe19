/** <clinic-treatment-map>: the hotspot map; pictures come from the clinic's server and hotspots open its treatment pages. */
import { getApiBase } from '../src/api/http-client';
import { TreatmentMap } from '../src/treatment-map/treatment-map';
import mapCss from '../src/treatment-map/treatment-map.css?inline';
import hostCss from './widget-host.css?inline';
import type { WidgetSpec } from './define-widget';

export const treatmentMapWidget: WidgetSpec = {
  tag: 'clinic-treatment-map',
  widget: 'treatment-map',
  css: hostCss + mapCss,
  attributes: ['asset-base', 'link-base'],
  render: (host) => (
    <TreatmentMap assetBase={host.attr('asset-base') ?? getApiBase()} linkBase={host.attr('link-base') ?? getApiBase()} />
  ),
};

/**
 * The treatment-map part of <clinic-treatment-map>, loaded when a page first shows one: pictures
 * come from the clinic's server (or `asset-base`) and hotspots open its treatment pages (or
 * `link-base`'s).
 */
import { useEffect } from 'react';
import { TreatmentMap } from '../../src/treatment-map/treatment-map';
import mapCss from '../../src/treatment-map/treatment-map.css?inline';
import type { WidgetHost } from '../define-widget';

export const css = mapCss;

export function Widget({ host }: { host: WidgetHost }) {
  useEffect(() => {
    host.ready();
  }, [host]);
  return <TreatmentMap assetBase={host.attr('asset-base') ?? host.apiBase} linkBase={host.attr('link-base') ?? host.apiBase} />;
}

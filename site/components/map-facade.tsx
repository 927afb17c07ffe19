/**
 * The light map facade (docs/architecture.md): a picture made by the project, the address, an 'Open in
 * Maps' link and a button that loads the maps frame only when the visitor asks for it, so the
 * page never waits on, or breaks with, the maps service.
 */
import { useState } from 'react';
import { clinic, clinicAddressLine } from '../../src/config/clinic';
import { useCopy } from '../i18n/copy-context';
import * as englishPlaces from '../content/locations';
import * as englishUi from '../content/ui-text';
import { PinIcon } from '../layout/icons';
import { ContentImage } from './content-image';
import '../styles/map-facade.css';

/** `fill`: on wide screens the picture grows to the height of the column it sits in (beside a taller card). */
export function MapFacade({ compact = false, fill = false }: { compact?: boolean; fill?: boolean }) {
  const { locations } = useCopy('places', englishPlaces);
  const { uiText } = useCopy('ui', englishUi);
  const [loaded, setLoaded] = useState(false);
  const { map } = locations;
  return (
    <div className={`map-facade${compact ? ' map-facade--compact' : ''}${fill ? ' map-facade--fill' : ''}`}>
      <div className="map-facade__frame">
        {loaded ? (
          <iframe
            src={clinic.mapsEmbedUrl}
            title={uiText.map.frameTitle}
            width="1200"
            height="600"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <ContentImage src="/images/map/clinic-map.svg" alt={uiText.map.pictureAlt} />
        )}
      </div>
      <div className="map-facade__bar">
        <p className="map-facade__address">
          <PinIcon />
          <span>{clinicAddressLine}</span>
        </p>
        <div className="map-facade__actions">
          {!loaded && (
            <button type="button" className="btn btn-outline" onClick={() => setLoaded(true)}>
              {map.loadLabel}
            </button>
          )}
          <a className="btn btn-primary" href={clinic.mapsUrl} target="_blank" rel="noopener noreferrer">
            {map.openLabel}
            <span className="visually-hidden">{` ${map.newTab}`}</span>
          </a>
        </div>
      </div>
    </div>
  );
}

/**
 * 'Explore Treatment Areas' (docs/product/screens.md, docs/product/behaviour.md): the picture with nine polygon hotspots. Hovering or
 * focusing a hotspot shows its popup image; leaving or blurring hides it. The hotspots are links in
 * an SVG that shares the picture's 1140×720 view box, so the whole map scales with its container.
 *
 * Where the map is too narrow for its smallest area to make a 24×24 px target (a phone, a partner's
 * sidebar), the stylesheet turns the polygons into marks only and shows a list of the nine areas
 * under the picture instead: tapping one highlights it on the picture and opens the same popup,
 * with a link to its page. The switch is a container query, so it follows the map's own width.
 *
 * The site passes `onNavigate` for client-side routing; the widget links to the clinic's site.
 * Styles: treatment-map.css.
 */
import { useId, useState, type MouseEvent } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, pointsOf, type Hotspot } from './hotspots';
import { englishMapContent, type MapContent } from './map-content';
import { useCoreCopy } from '../i18n/core-copy-context';
import { useParts } from '../parts/shadow-parts';

export interface TreatmentMapProps {
  /** origin the images are served from; '' for the site itself */
  assetBase?: string;
  /** called instead of following the link (plain left clicks only) */
  onNavigate?: (path: string) => void;
  /** origin the treatment pages are on; '' for the site itself */
  linkBase?: string;
  /** the hotspots and words to show; else the core copy's map, else English (hotspots.ts) */
  content?: MapContent;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function TreatmentMap({ assetBase = '', onNavigate, linkBase = '', content }: TreatmentMapProps) {
  const part = useParts();
  const copy = useCoreCopy();
  const { hotspots, picture, pictureAlt, groupLabel, pageLinkText } = content ?? copy.map ?? englishMapContent;
  const [chosen, setActive] = useState<Hotspot | null>(null);
  // the same area in the words now shown, should the language change while one is open
  const active = chosen && (hotspots.find((spot) => spot.id === chosen.id) ?? chosen);
  const choiceId = useId();
  const base = assetBase.replace(/\/+$/, '');
  const links = linkBase.replace(/\/+$/, '');
  const hide = (spot: Hotspot) => setActive((current) => (current?.id === spot.id ? null : current));
  const toggle = (spot: Hotspot) => setActive((current) => (current?.id === spot.id ? null : spot));
  const follow = (path: string) => (event: MouseEvent) => {
    if (onNavigate && isPlainClick(event)) {
      event.preventDefault();
      onNavigate(path);
    }
  };

  return (
    <div className="clinic-map" {...part('map')}>
      <div className="clinic-map__stage">
        <img
          className="clinic-map__picture"
          {...part('picture')}
          src={`${base}${picture}`}
          alt={pictureAlt}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <svg className="clinic-map__hotspots" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={groupLabel}>
          {hotspots.map((spot) => (
            <a
              key={spot.id}
              className={active?.id === spot.id ? 'clinic-map__hotspot clinic-map__hotspot--active' : 'clinic-map__hotspot'}
              {...part('hotspot')}
              href={`${links}${spot.path}`}
              aria-label={spot.label}
              data-hotspot={spot.id}
              onMouseEnter={() => setActive(spot)}
              onMouseLeave={() => hide(spot)}
              onFocus={() => setActive(spot)}
              onBlur={() => hide(spot)}
              onClick={follow(spot.path)}
            >
              <polygon points={pointsOf(spot)} />
            </a>
          ))}
        </svg>
      </div>
      <ul className="clinic-map__areas" {...part('areas')} aria-label={groupLabel}>
        {hotspots.map((spot) => (
          <li key={spot.id}>
            <button
              type="button"
              className="clinic-map__area"
              {...part('area')}
              data-area={spot.id}
              aria-expanded={active?.id === spot.id}
              aria-controls={choiceId}
              onClick={() => toggle(spot)}
            >
              {spot.label}
            </button>
          </li>
        ))}
      </ul>
      {/* Over the picture on a wide map; under the list, with the link, on a narrow one. */}
      <div className="clinic-map__choice" id={choiceId} {...part('choice')}>
        {active && (
          <>
            <img
              className="clinic-map__popup"
              {...part('popup')}
              src={`${base}${active.hoverImage}`}
              alt=""
              data-popup={active.id}
              style={{ left: percent(active.hover.x, MAP_WIDTH), top: percent(active.hover.y, MAP_HEIGHT) }}
            />
            <a className="clinic-map__page-link" {...part('page-link')} href={`${links}${active.path}`} onClick={follow(active.path)}>
              {pageLinkText(active)}
            </a>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The treatment map in Spanish, from hotspots.es.ts: the Spanish picture and words, and each area
 * linking to its Spanish page under /es (docs/decisions/0006-languages.md).
 */
import type { MapContent } from './map-content';
import { hotspots, MAP_GROUP_LABEL, MAP_PICTURE, MAP_PICTURE_ALT, pageLinkText } from './hotspots.es';

export const SPANISH_PATH_PREFIX = '/es';

export const spanishMapContent: MapContent = {
  hotspots: hotspots.map((spot) => ({ ...spot, path: `${SPANISH_PATH_PREFIX}${spot.path}` })),
  picture: MAP_PICTURE,
  pictureAlt: MAP_PICTURE_ALT,
  groupLabel: MAP_GROUP_LABEL,
  pageLinkText,
};

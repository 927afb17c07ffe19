/**
 * What the treatment map shows in one language: its nine hotspots with their labels and pages, the
 * picture's description, the areas' group name and the page link's words. English comes from
 * hotspots.ts; a translation supplies its own through the core copy (src/i18n/core-copy.ts).
 */
import { hotspots, MAP_GROUP_LABEL, MAP_PICTURE, MAP_PICTURE_ALT, pageLinkText, type Hotspot } from './hotspots';

export interface MapContent {
  hotspots: readonly Hotspot[];
  /** the picture's path (it holds words, so each language has its own drawing) */
  picture: string;
  pictureAlt: string;
  groupLabel: string;
  pageLinkText: (spot: Hotspot) => string;
}

export const englishMapContent: MapContent = {
  hotspots,
  picture: MAP_PICTURE,
  pictureAlt: MAP_PICTURE_ALT,
  groupLabel: MAP_GROUP_LABEL,
  pageLinkText,
};

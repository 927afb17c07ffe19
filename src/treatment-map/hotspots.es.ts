/**
 * The treatment map in Spanish: the twin of hotspots.ts. Each hotspot is the English one with its
 * label, page name and popup picture in Spanish, so the corners, the popup positions, the ids and
 * the links are the English data itself and cannot drift. The pictures carry words ('Face & neck',
 * each popup's title), so the Spanish ones are drawn apart in site/public/images/treatment-map/es/.
 */
import type * as en from './hotspots';
import { hotspots as englishHotspots, MAP_IMAGE_DIR, type Hotspot } from './hotspots';

export { MAP_HEIGHT, MAP_IMAGE_DIR, MAP_WIDTH, POPUP_HEIGHT, POPUP_WIDTH, pointsOf } from './hotspots';
export type { Hotspot } from './hotspots';

const SPANISH_IMAGE_DIR = `${MAP_IMAGE_DIR}/es`;

export const MAP_PICTURE: typeof en.MAP_PICTURE = `${SPANISH_IMAGE_DIR}/treatment-map.svg`;

export const MAP_PICTURE_ALT: typeof en.MAP_PICTURE_ALT =
  'Ilustración de un rostro y un cuello junto a un torso con los brazos levantados, con las zonas de tratamiento marcadas: la frente, los párpados inferiores, el tercio medio del rostro, la mandíbula, la papada, el cuello, la parte posterior de cada brazo y el abdomen.';

export const MAP_GROUP_LABEL: typeof en.MAP_GROUP_LABEL = 'Zonas de tratamiento';

/** Spanish links name the page in lower case after 'de': "Ver la página de párpado inferior". */
export const pageLinkText: typeof en.pageLinkText = (spot) =>
  `Ver la página de ${spot.pageName.charAt(0).toLocaleLowerCase('es') + spot.pageName.slice(1)}`;

/** Spanish words by hotspot id; the page names are those of the Spanish treatment cards. */
const spanish: Readonly<Record<string, Pick<Hotspot, 'label' | 'pageName'>>> = {
  'laser-skin': { label: 'Tensado de la piel con láser (frente)', pageName: 'Tensado de la piel con láser' },
  'lower-eyelid': { label: 'Párpado inferior', pageName: 'Párpado inferior' },
  'lower-face': { label: 'Tercio medio e inferior del rostro', pageName: 'Tercio medio e inferior del rostro' },
  'mandibular-contour': { label: 'Contorno mandibular (línea de la mandíbula)', pageName: 'Contorno mandibular' },
  'under-chin': { label: 'Papada', pageName: 'Papada' },
  neck: { label: 'Cuello', pageName: 'Cuello' },
  'under-arm-left': { label: 'Brazo izquierdo', pageName: 'Brazos' },
  'under-arm-right': { label: 'Brazo derecho', pageName: 'Brazos' },
  tummy: { label: 'Tensado de la piel del abdomen', pageName: 'Tensado de la piel del abdomen' },
};

export const hotspots: typeof en.hotspots = englishHotspots.map((spot) => {
  const words = spanish[spot.id];
  if (!words) throw new Error(`No Spanish label for the hotspot ${spot.id}`);
  return { ...spot, ...words, hoverImage: `${SPANISH_IMAGE_DIR}/${spot.id}.svg` };
});

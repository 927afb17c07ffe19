/**
 * The nine hotspots of the treatment map (docs/product/data.md "Hotspot", docs/product/limits.md): polygon corners and popup
 * position in the picture's own 1140×720 coordinates, the label (also the link's accessible name),
 * the popup image, and the treatment page it opens. The picture and the popups are SVG files in
 * site/public/images/treatment-map/, drawn for these coordinates.
 */
import { treatmentAreas, type TreatmentArea } from '../config/treatment-areas';

export const MAP_WIDTH = 1140;
export const MAP_HEIGHT = 720;
/** popup size in map units; the popup images are drawn at this ratio */
export const POPUP_WIDTH = 260;
export const POPUP_HEIGHT = 184;
export const MAP_IMAGE_DIR = '/images/treatment-map';
/** the picture (it holds words) and its words are plain strings, so the Spanish twin (hotspots.es.ts) shares their type */
export const MAP_PICTURE: string = `${MAP_IMAGE_DIR}/treatment-map.svg`;
export const MAP_PICTURE_ALT: string =
  'Illustration of a face and neck beside a torso with raised arms, with the treatment areas marked: forehead, lower eyelids, mid face, jawline, under the chin, neck, under each arm and the tummy.';

export const MAP_GROUP_LABEL: string = 'Treatment areas';
export const pageLinkText = (spot: Hotspot): string => `See the ${spot.pageName} page`;

export interface Hotspot {
  id: string;
  /** [x, y] corners in map units */
  polygon: readonly (readonly [number, number])[];
  /** top-left corner of the popup image in map units */
  hover: { x: number; y: number };
  label: string;
  hoverImage: string;
  path: string;
  /** the name of the treatment page it opens */
  pageName: string;
}

function pageOf(slug: TreatmentArea['slug']): { path: string; pageName: string } {
  const area = treatmentAreas.find((a) => a.slug === slug);
  if (!area) throw new Error(`No treatment page for ${slug}`);
  return { path: area.path, pageName: area.name };
}

const image = (id: string) => `${MAP_IMAGE_DIR}/${id}.svg`;

export const hotspots: readonly Hotspot[] = [
  {
    id: 'laser-skin',
    polygon: [[182, 150], [358, 150], [372, 198], [168, 198]],
    hover: { x: 404, y: 70 },
    label: 'Laser Skin Tightening (forehead)',
    hoverImage: image('laser-skin'),
    ...pageOf('laser_skin'),
  },
  {
    id: 'lower-eyelid',
    polygon: [[176, 228], [364, 228], [358, 262], [182, 262]],
    hover: { x: 404, y: 150 },
    label: 'Lower Eyelid',
    hoverImage: image('lower-eyelid'),
    ...pageOf('lower_eyelid'),
  },
  {
    id: 'lower-face',
    polygon: [[168, 268], [372, 268], [366, 330], [174, 330]],
    hover: { x: 404, y: 220 },
    label: 'Lower Mid Face',
    hoverImage: image('lower-face'),
    ...pageOf('lower_face'),
  },
  {
    id: 'mandibular-contour',
    polygon: [[176, 336], [364, 336], [346, 382], [300, 404], [240, 404], [194, 382]],
    hover: { x: 404, y: 290 },
    label: 'Mandibular Contour (jawline)',
    hoverImage: image('mandibular-contour'),
    ...pageOf('mandibular_contour'),
  },
  {
    id: 'under-chin',
    polygon: [[226, 410], [314, 410], [326, 446], [214, 446]],
    hover: { x: 390, y: 360 },
    label: 'Under-Chin',
    hoverImage: image('under-chin'),
    ...pageOf('under_chin'),
  },
  {
    id: 'neck',
    polygon: [[222, 452], [318, 452], [322, 540], [218, 540]],
    hover: { x: 380, y: 440 },
    label: 'Neck',
    hoverImage: image('neck'),
    ...pageOf('neck'),
  },
  {
    id: 'under-arm-left',
    polygon: [[652, 200], [718, 172], [738, 246], [690, 280]],
    hover: { x: 566, y: 300 },
    label: 'Under Arm (left)',
    hoverImage: image('under-arm-left'),
    ...pageOf('under_arm'),
  },
  {
    id: 'under-arm-right',
    polygon: [[1048, 200], [982, 172], [962, 246], [1010, 280]],
    hover: { x: 870, y: 300 },
    label: 'Under Arm (right)',
    hoverImage: image('under-arm-right'),
    ...pageOf('under_arm'),
  },
  {
    id: 'tummy',
    polygon: [[772, 404], [928, 404], [946, 530], [754, 530]],
    hover: { x: 566, y: 520 },
    label: 'Tummy Skin Tightening',
    hoverImage: image('tummy'),
    ...pageOf('tummy'),
  },
];

export const pointsOf = (hotspot: Hotspot): string => hotspot.polygon.map(([x, y]) => `${x},${y}`).join(' ');

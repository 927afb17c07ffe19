/**
 * Spanish alternative text of every picture the copy references by path, twin of image-alts.ts.
 * A clinic that swaps a picture in /images/ updates its line here too.
 */
import type { ImagePath } from './types';
import type * as en from './image-alts';

export const imageAlts: typeof en.imageAlts = {
  '/images/heroes/home.svg': 'Ilustración de una mujer de perfil, con la mandíbula lisa y definida, en una clínica luminosa con ventanales en arco',
  '/images/heroes/treatments.svg': 'Ilustración de una sala de tratamiento tranquila con una consola láser junto a una camilla',
  '/images/heroes/training.svg': 'Ilustración de profesionales clínicos reunidos alrededor de una camilla mientras una formadora muestra la pieza de mano del láser',
  '/images/heroes/miami.svg': 'Ilustración del perfil urbano de Miami y la bahía de Biscayne al atardecer, vistos desde la ventana de una clínica',
  '/images/heroes/florida.svg': 'Mapa ilustrado de Florida con rutas que llevan a Miami desde otras ciudades',
  '/images/heroes/laser_skin.svg': 'Ilustración de un rostro en vista de tres cuartos con una fina línea luminosa bajo la mejilla que sugiere la fibra del láser',
  '/images/heroes/under_chin.svg': 'Ilustración de un perfil con la zona debajo del mentón resaltada',
  '/images/heroes/mandibular_contour.svg': 'Ilustración de un rostro con la línea de la mandíbula resaltada desde el mentón hasta la oreja',
  '/images/heroes/neck.svg': 'Ilustración de un cuello terso y las clavículas, con la parte delantera del cuello resaltada',
  '/images/heroes/tummy.svg': 'Ilustración de un torso con la zona alrededor del ombligo resaltada',
  '/images/heroes/lower_eyelid.svg': 'Ilustración de un ojo descansado con el párpado inferior resaltado',
  '/images/heroes/under_arm.svg': 'Ilustración de un brazo levantado con la parte posterior del brazo resaltada',
  '/images/heroes/lower_face-bg.svg': 'Ilustración de la parte inferior del rostro y la mandíbula bajo una luz suave y cálida',
  '/images/treatments/laser_skin.svg': 'Rostro con una línea luminosa de fibra a lo largo de la mejilla',
  '/images/treatments/under_chin.svg': 'Perfil con la zona debajo del mentón resaltada',
  '/images/treatments/mandibular_contour.svg': 'Rostro con la línea de la mandíbula resaltada desde el mentón hasta la oreja',
  '/images/treatments/neck.svg': 'Cuello con la parte delantera resaltada',
  '/images/treatments/tummy.svg': 'Torso con la zona alrededor del ombligo resaltada',
  '/images/treatments/lower_eyelid.svg': 'Ojo con el párpado inferior resaltado',
  '/images/treatments/under_arm.svg': 'Brazo levantado con la parte posterior del brazo resaltada',
  '/images/treatments/lower_face.svg': 'Rostro con la parte baja de las mejillas, la zona de los surcos de la sonrisa y la mandíbula resaltadas',
  '/images/treatments/lower_face-what-to-expect.svg': 'Ilustración de la profesional revisando la parte inferior del rostro y la mandíbula de una paciente sentada, con un marcador en la mano',
  '/images/team/practitioner.svg': 'Retrato ilustrado de la profesional a cargo de los tratamientos, con bata blanca y estetoscopio',
};

export const imageAlt: typeof en.imageAlt = (path: ImagePath | string): string => imageAlts[path] ?? '';

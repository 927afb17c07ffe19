/**
 * The four numbered 'Types of Consultations' in Spanish: the twin of consultation-types.ts. Only
 * the words change; the numbers are the same steps.
 */
import type * as en from './consultation-types';

export const consultationTypes: typeof en.consultationTypes = [
  {
    number: 1,
    title: 'En persona',
    description:
      'Visite nuestra clínica de Miami para una evaluación sin prisas: examinamos su piel, tomamos fotos estándar y hablamos de lo que Endolift puede lograr de forma realista en su caso.',
  },
  {
    number: 2,
    title: 'Por teléfono',
    description:
      '¿Prefiere conversar brevemente primero? Lo llamamos a la hora que le convenga para responder sus preguntas sobre el tratamiento, la recuperación y el costo.',
  },
  {
    number: 3,
    title: 'Por FaceTime',
    description:
      'Desde cualquier lugar de Florida, una consulta por video nos permite ver la zona y hablar de sus objetivos antes de que viaje a Miami.',
  },
  {
    number: 4,
    title: 'Plan personalizado',
    description:
      'Usted recibe un plan por escrito con las zonas a tratar, la duración prevista de la sesión, los cuidados posteriores y un presupuesto claro, sin ningún compromiso de reservar.',
  },
];

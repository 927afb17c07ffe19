/**
 * Spanish alternative text of the blog's pictures, twin of blog-image-alts.ts: pictures are named
 * after their post's slug, and a picture we have no words for is decorative.
 */
import type * as en from './blog-image-alts';

const blogAlts: Readonly<Record<string, string>> = {
  'what-is-endolift-laser-skin-tightening': 'Esquema de las capas de la piel con una fibra fina que lleva la luz del láser por debajo de la superficie',
  'endolift-vs-facelift': 'Una fina fibra láser a un lado y una bandeja de instrumental quirúrgico al otro',
  'endolift-recovery-day-by-day': 'Un calendario con los días 1, 2, 3 y 10 marcados junto a una compresa fría',
  'how-to-prepare-for-endolift': 'Una lista de verificación en un portapapeles junto a un vaso de agua',
  'endolift-jawline-and-jowls': 'Un rostro en vista de tres cuartos con la línea de la mandíbula trazada con un trazo de luz',
  'endolift-for-the-neck': 'Un cuello terso que asoma de una prenda de cuello alto',
  'tummy-skin-after-pregnancy-and-weight-loss': 'Un torso con ropa deportiva y el abdomen suavemente resaltado',
  'how-long-does-endolift-last': 'Un reloj de arena junto a una línea de tiempo que va de 3 meses a 5 años',
  'endolift-lower-eyelid': 'Primer plano de un ojo con el párpado inferior terso',
  'endolift-side-effects-and-safety': 'Un escudo con una cruz médica',
  'endolift-cost-in-miami': 'El perfil urbano de Miami con una etiqueta de precio y un bloc de notas de consulta',
  'endolift-and-the-miami-sun': 'Una sombrilla de playa, un sombrero para el sol y un frasco de protector solar FPS 30+ sobre la arena',
  'endolift-for-upper-arms': 'Un brazo estirado hacia arriba, con la parte posterior del brazo tonificada',
  'choosing-an-endolift-practitioner': 'Una profesional que muestra a un paciente un plan de tratamiento en una tableta',
  'combining-endolift-with-other-treatments': 'Instrumental de tratamiento ordenado en una bandeja: una fibra láser, una jeringa y un frasco de sérum',
};

export const blogImageAlt: typeof en.blogImageAlt = (path: string): string => {
  const slug = /^\/images\/blog\/([^/]+)\.svg$/.exec(path)?.[1];
  return (slug && blogAlts[slug]) || '';
};

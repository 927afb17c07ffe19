/** The lower-face hero (docs/product/data.md): a title over a full-width background picture. */
import type { BackgroundHeroContent } from '../content/types';
import { ContentImage } from './content-image';
import { ConsultationButton } from './consultation-button';
import '../styles/hero.css';

export function BackgroundHero({ hero, imageAlt }: { hero: BackgroundHeroContent; imageAlt: string }) {
  return (
    <section className="bg-hero" aria-labelledby="page-title">
      <ContentImage className="bg-hero__image" src={hero.bg_image} alt={imageAlt} priority />
      <div className="container bg-hero__text">
        {hero.sub_title && <p className="eyebrow">{hero.sub_title}</p>}
        <h1 id="page-title">{hero.title}</h1>
        {hero.content && <p className="bg-hero__content">{hero.content}</p>}
        <ConsultationButton variant="light" />
      </div>
    </section>
  );
}

/**
 * The hero of docs/product/screens.md 'Shared components': title, optional content (highlighted in the red
 * variant), optional consultation button, image, and optional points laid out vertically or
 * horizontally. It holds the page's h1.
 */
import type { HeroContent } from '../content/types';
import { ContentImage } from './content-image';
import { ConsultationButton } from './consultation-button';
import { CheckIcon } from './check-icon';
import '../styles/hero.css';

export interface HeroProps {
  hero: HeroContent;
  imageAlt: string;
  /** 'red' shows the content in the accent colour block */
  variant?: 'plain' | 'red';
  consultationButton?: boolean;
  pointsLayout?: 'vertical' | 'horizontal';
}

export function Hero({ hero, imageAlt, variant = 'plain', consultationButton = false, pointsLayout = 'vertical' }: HeroProps) {
  return (
    <section className={`hero hero--${variant}`} aria-labelledby="page-title">
      <div className="container hero__grid">
        <div className="hero__text">
          {hero.sub_title && <p className="eyebrow">{hero.sub_title}</p>}
          <h1 id="page-title">{hero.title}</h1>
          {hero.content && <p className="hero__content">{hero.content}</p>}
          {hero.points && hero.points.length > 0 && (
            <ul className={`hero__points hero__points--${pointsLayout}`}>
              {hero.points.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
          {hero.info && <p className="hero__info">{hero.info}</p>}
          {consultationButton && (
            <div className="hero__actions">
              <ConsultationButton />
            </div>
          )}
        </div>
        <div className="hero__media">
          <ContentImage src={hero.image} alt={imageAlt} priority />
        </div>
      </div>
    </section>
  );
}

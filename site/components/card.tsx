/**
 * The card of docs/product/screens.md: treatments show image, name, a two-line description and 'Learn More';
 * blog posts show image, release date and title. The whole card is one link target (the link's
 * hit area is stretched over the card), so keyboard users meet one stop per card.
 */
import { LocaleLink as Link, useSiteLocale } from '../i18n/site-locale-context';
import { formatLongDate } from '../i18n/format-date';
import { ContentImage } from './content-image';
import '../styles/card.css';

export interface CardProps {
  href: string;
  image: string;
  imageAlt: string;
  title: string;
  /** treatments: clamped to two lines */
  description?: string;
  /** blog: the release date as stored (ISO date) */
  date?: string;
  /** treatments: 'Learn More' */
  actionLabel?: string;
  headingLevel?: 'h2' | 'h3';
  /** the card's picture is the page's largest one in the first screen (its LCP): load it at once */
  imagePriority?: boolean;
}

export function Card({ href, image, imageAlt, title, description, date, actionLabel, headingLevel = 'h3', imagePriority = false }: CardProps) {
  const Heading = headingLevel;
  const locale = useSiteLocale();
  return (
    <article className="card">
      <div className="card__media">
        <ContentImage src={image} alt={imageAlt} priority={imagePriority} />
      </div>
      <div className="card__body">
        {date && (
          <p className="card__date">
            <time dateTime={date}>{formatLongDate(date, locale)}</time>
          </p>
        )}
        <Heading className="card__title">
          {actionLabel ? (
            title
          ) : (
            <Link className="card__link" to={href}>
              {title}
            </Link>
          )}
        </Heading>
        {description && <p className="card__description">{description}</p>}
        {actionLabel && (
          <Link className="card__link card__action" to={href}>
            {actionLabel}
            <span className="visually-hidden">{`: ${title}`}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  );
}

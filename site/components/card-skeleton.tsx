/** A grey placeholder shaped like a blog card, shown while the list loads (docs/product/screens.md Blog). */
import '../styles/card.css';

export function CardSkeleton() {
  return (
    <div className="card card--skeleton" aria-hidden="true" data-testid="card-skeleton">
      <div className="card__media skeleton-block" />
      <div className="card__body">
        <div className="skeleton-line skeleton-line--short" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--mid" />
      </div>
    </div>
  );
}

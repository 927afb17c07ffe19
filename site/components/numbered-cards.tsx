/** How-it-works cards (number, card_title, card_content), read in order. */
import type { HowItWorksCard } from '../content/types';
import '../styles/grids.css';

export function NumberedCards({ cards }: { cards: readonly HowItWorksCard[] }) {
  return (
    <ol className={`numbered-cards numbered-cards--${cards.length}`}>
      {cards.map((card) => (
        <li key={card.number} className="numbered-card">
          <span className="numbered-card__number" aria-hidden="true">
            {card.number}
          </span>
          <h3>{card.card_title}</h3>
          <p>{card.card_content}</p>
        </li>
      ))}
    </ol>
  );
}

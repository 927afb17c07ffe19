/** A list of short statements, each with a tick: benefit checklists, hero points, candidate lists. */
import { CheckIcon } from './check-icon';
import '../styles/lists.css';

export function CheckList({ items, columns = 1, tone = 'accent' }: { items: readonly string[]; columns?: 1 | 2; tone?: 'accent' | 'muted' }) {
  return (
    <ul className={`check-list check-list--cols-${columns} check-list--${tone}`}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

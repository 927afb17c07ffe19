/**
 * A text section's paragraphs and optional ticked points (TextSection in the content types).
 * `split` sets the points in a card beside the paragraphs on wide screens, for sections whose
 * paragraphs alone would leave half the row empty.
 */
import type { TextSection } from '../content/types';
import { CheckList } from './check-list';
import '../styles/section.css';

export function TextBlock({ section, split = false }: { section: TextSection; split?: boolean }) {
  const paragraphs = section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
  const points = section.points && section.points.length > 0 ? <CheckList items={section.points} /> : null;
  if (split) {
    return (
      <div className="text-block text-block--split">
        <div className="text-block__body">{paragraphs}</div>
        {points && <div className="text-block__points">{points}</div>}
      </div>
    );
  }
  return (
    <div className="text-block">
      {paragraphs}
      {points}
    </div>
  );
}

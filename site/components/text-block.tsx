/** A text section's paragraphs and optional ticked points (TextSection in the content types). */
import type { TextSection } from '../content/types';
import { CheckList } from './check-list';
import '../styles/section.css';

export function TextBlock({ section }: { section: TextSection }) {
  return (
    <div className="text-block">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points && section.points.length > 0 && <CheckList items={section.points} />}
    </div>
  );
}

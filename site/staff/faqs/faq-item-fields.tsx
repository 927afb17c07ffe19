/**
 * One question of the editor: its question and answer with their errors, and buttons to move it
 * up or down or remove it. Each button names its question, so a screen reader hears which.
 */
import type { FaqSetItemDraft } from './faq-set-types';
import { faqSetCopy } from './faq-set-copy';

const copy = faqSetCopy.editor;

export interface DraftItem extends FaqSetItemDraft {
  /** stable while the list is reordered, so focus and typed text stay with their question */
  id: number;
}

interface Props {
  item: DraftItem;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange(change: Partial<FaqSetItemDraft>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

export function FaqItemFields({ item, index, count, errors, onChange, onMove, onRemove }: Props) {
  const n = index + 1;
  const base = `faq-item-${item.id}`;
  const questionError = errors[`items.${index}.question`];
  const answerError = errors[`items.${index}.answer`];
  return (
    <fieldset className="faq-item" id={base}>
      <legend className="faq-item__legend">{copy.itemLabel(n)}</legend>
      <div className={questionError ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
        <label className="clinic-field__label" htmlFor={`${base}-q`}>
          {copy.question(n)}
        </label>
        <input
          className="clinic-field__control"
          id={`${base}-q`}
          name={`question-${n}`}
          value={item.question}
          aria-invalid={questionError ? true : undefined}
          aria-describedby={questionError ? `${base}-q-error` : undefined}
          onChange={(e) => onChange({ question: e.currentTarget.value })}
        />
        {questionError ? (
          <p className="clinic-field__error" id={`${base}-q-error`}>
            {questionError}
          </p>
        ) : null}
      </div>
      <div className={answerError ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
        <label className="clinic-field__label" htmlFor={`${base}-a`}>
          {copy.answer(n)}
        </label>
        <textarea
          className="clinic-field__control faq-item__answer"
          id={`${base}-a`}
          name={`answer-${n}`}
          rows={5}
          value={item.answer}
          aria-invalid={answerError ? true : undefined}
          aria-describedby={answerError ? `${base}-a-error` : undefined}
          onChange={(e) => onChange({ answer: e.currentTarget.value })}
        />
        {answerError ? (
          <p className="clinic-field__error" id={`${base}-a-error`}>
            {answerError}
          </p>
        ) : null}
      </div>
      <div className="faq-item__actions">
        <button type="button" className="staff-button staff-button--quiet" id={`${base}-up`} disabled={index === 0} aria-label={`${copy.moveUp}: ${copy.question(n)}`} onClick={() => onMove(-1)}>
          {copy.moveUp}
        </button>
        <button type="button" className="staff-button staff-button--quiet" id={`${base}-down`} disabled={index === count - 1} aria-label={`${copy.moveDown}: ${copy.question(n)}`} onClick={() => onMove(1)}>
          {copy.moveDown}
        </button>
        <button type="button" className="staff-button staff-button--quiet faq-item__remove" aria-label={`${copy.remove}: ${copy.question(n)}`} onClick={onRemove}>
          {copy.remove}
        </button>
      </div>
    </fieldset>
  );
}

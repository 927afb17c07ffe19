/**
 * One question of the editor: its question and its answer with their errors, and buttons to move
 * it up or down or remove it. Each button names its question, so a screen reader hears which. The
 * answer is written in Markdown, as a post's body is, with the post editor's toolbar (lists and a
 * link that asks for its address) and a preview drawn by the function the server saves with
 * (src/faq/faq-markdown.ts), in the accordion's own style.
 */
import { useRef } from 'react';
import { faqMarkdownHtml } from '../../../src/faq/faq-markdown';
import { HtmlBlock } from '../../components/html-block';
import { MarkdownToolbar, type MarkdownTool } from '../posts/markdown-toolbar';
import type { FaqSetItemDraft } from './faq-set-types';
import { faqSetCopy } from './faq-set-copy';

const copy = faqSetCopy.editor;
/** what an answer may hold: no headings, no pictures */
const ANSWER_TOOLS: readonly MarkdownTool[] = ['list', 'numbered', 'link'];

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
  const area = useRef<HTMLTextAreaElement>(null);
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
        <MarkdownToolbar area={area} value={item.markdown} onChange={(markdown) => onChange({ markdown })} tools={ANSWER_TOOLS} />
        <textarea
          ref={area}
          className="clinic-field__control faq-item__answer"
          id={`${base}-a`}
          name={`answer-${n}`}
          rows={5}
          value={item.markdown}
          aria-invalid={answerError ? true : undefined}
          aria-describedby={`${base}-a-hint${answerError ? ` ${base}-a-error` : ''}`}
          onChange={(e) => onChange({ markdown: e.currentTarget.value })}
        />
        <p className="clinic-field__hint" id={`${base}-a-hint`}>
          {copy.answerHint}
        </p>
        {answerError ? (
          <p className="clinic-field__error" id={`${base}-a-error`}>
            {answerError}
          </p>
        ) : null}
        <section className="faq-item__preview" aria-label={copy.preview(n)}>
          <p className="faq-item__preview-label" aria-hidden="true">
            {copy.previewLabel}
          </p>
          <HtmlBlock className="clinic-faq__answer faq-item__preview-answer" html={faqMarkdownHtml(item.markdown)} />
        </section>
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

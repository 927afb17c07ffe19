/**
 * The FAQ accordion (docs/product/screens.md "Shared components", docs/product/behaviour.md): the open index starts at 0, a click on
 * the open question closes it, a click on another opens that one alone. Answers are the clinic's
 * own content (or the embedding page's own questions) and may hold HTML lists. Each question is a
 * button inside a heading, with aria-expanded and aria-controls; each answer is a labelled region.
 * Styles: faq-accordion.css.
 */
import { useId, useState } from 'react';
import type { AnyFaqItem } from '../content/types';
import { faqAnswer } from './faq-answer';
import { useParts } from '../parts/shadow-parts';

export type FaqItem = AnyFaqItem;

export interface FaqAccordionProps {
  items: FaqItem[];
  intro?: string;
  /** hides the intro paragraph */
  info?: boolean;
  idPrefix?: string;
  headingLevel?: 2 | 3;
}

export function FaqAccordion({ items, intro, info = false, idPrefix, headingLevel = 3 }: FaqAccordionProps) {
  const part = useParts();
  const [open, setOpen] = useState(0);
  const uid = useId();
  const prefix = idPrefix ?? `faq${uid}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="clinic-faq" {...part('faq')}>
      {intro && !info ? (
        <p className="clinic-faq__intro" {...part('intro')}>
          {intro}
        </p>
      ) : null}
      <div className="clinic-faq__list">
        {items.map((item, index) => {
          const isOpen = open === index;
          const questionId = `${prefix}-q${index}`;
          const answerId = `${prefix}-a${index}`;
          return (
            <div key={`${item.number}-${item.question}`} className={isOpen ? 'clinic-faq__item clinic-faq__item--open' : 'clinic-faq__item'} {...part('item')}>
              <Heading className="clinic-faq__heading">
                <button
                  type="button"
                  className="clinic-faq__question"
                  {...part('question')}
                  id={questionId}
                  aria-expanded={isOpen}
                  aria-controls={answerId}
                  onClick={() => setOpen(isOpen ? -1 : index)}
                >
                  <span className="clinic-faq__number" {...part('number')}>
                    {`${item.number}.`}
                  </span>
                  <span className="clinic-faq__text">{item.question}</span>
                  <span className="clinic-faq__icon" aria-hidden="true" />
                </button>
              </Heading>
              <div
                className="clinic-faq__answer"
                {...part('answer')}
                id={answerId}
                role="region"
                aria-labelledby={questionId}
                hidden={!isOpen}
                dangerouslySetInnerHTML={{ __html: faqAnswer(item) }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Where the lead came from (server/lead-sources/): the source it is counted under, the partner,
 * and the visit's first and last touch. Every value is text the server cleaned; it is shown as
 * text, never as a link or markup.
 */
import { staffCopy } from '../staff-copy';
import type { LeadSource, LeadTouch } from '../staff-types';

const copy = staffCopy.lead;
const f = copy.sourceFields;
const TOUCH_ROWS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'click_id', 'referrer', 'landing_page'] as const;

const known = (touch: LeadTouch) => TOUCH_ROWS.some((key) => touch[key] !== '');

function Touch({ heading, touch }: { heading: string; touch: LeadTouch }) {
  const rows = TOUCH_ROWS.filter((key) => touch[key] !== '');
  return (
    <div className="lead-source__touch">
      <h3>{heading}</h3>
      <dl className="lead-fields">
        {rows.map((key) => (
          <div className="lead-fields__row" key={key}>
            <dt>{f[key]}</dt>
            <dd className="lead-source__value">{key === 'click_id' ? copy.clickId(touch[key]) : touch[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function LeadSourceFields({ source }: { source: LeadSource }) {
  if (!known(source.first) && !known(source.last) && source.partner === '') return <p>{copy.noSource}</p>;
  return (
    <>
      <p className="staff-page__hint">{copy.sourceIntro}</p>
      <dl className="lead-fields">
        <div className="lead-fields__row">
          <dt>{f.source}</dt>
          <dd className="lead-source__value">{source.source || copy.direct}</dd>
        </div>
        {source.partner && (
          <div className="lead-fields__row">
            <dt>{f.partner}</dt>
            <dd className="lead-source__value">{source.partner}</dd>
          </div>
        )}
      </dl>
      {known(source.first) && <Touch heading={copy.firstTouch} touch={source.first} />}
      {known(source.last) && <Touch heading={copy.lastTouch} touch={source.last} />}
    </>
  );
}

/**
 * Call-to-action card (title and html text, docs/product/data.md) with its button and, on the treatment
 * pages, the clinic's phone as a tap-to-call link.
 */
import { LocaleLink as Link } from '../i18n/site-locale-context';
import { useId } from 'react';
import { clinic } from '../../src/config/clinic';
import type { CallToAction } from '../content/types';
import { PhoneIcon } from '../layout/icons';
import { HtmlBlock } from './html-block';
import '../styles/buttons.css';
import '../styles/cta-card.css';

export function CtaCard({ cta, showPhone = false, phoneLabel }: { cta: CallToAction; showPhone?: boolean; phoneLabel?: string }) {
  const headingId = useId();
  return (
    <section className="section cta-section" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-card">
          <h2 id={headingId}>{cta.title}</h2>
          <HtmlBlock className="cta-card__text" html={cta.html} />
          <div className="cta-card__actions">
            {cta.button_label && cta.button_link && (
              <Link className="btn btn-light" to={cta.button_link}>
                {cta.button_label}
              </Link>
            )}
            {showPhone && (
              <a className="btn btn-ghost-light" href={clinic.phoneHref}>
                <PhoneIcon />
                <span>{phoneLabel ? `${phoneLabel} ${clinic.phone}` : clinic.phone}</span>
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Team (docs/product/screens.md): the practitioner's hero, credentials, quote and call to action. */
import { useCopy } from '../i18n/copy-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishTeam from '../content/team';
import { CheckList } from '../components/check-list';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import '../styles/team.css';

export function TeamPage() {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { team } = useCopy('team', englishTeam);
  return (
    <>
      <Hero hero={team.hero} imageAlt={imageAlt(team.hero.image)} consultationButton pointsLayout="horizontal" />

      <Section title={team.credentials.title} tone="white">
        <div className="team-profile">
          <div className="team-profile__bio">
            {team.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="team-profile__credentials">
            <CheckList items={team.credentials.items} />
          </div>
        </div>
        <dl className="team-stats">
          {team.stats.map((stat) => (
            <div key={stat.quick_title}>
              <dt>{stat.quick_title}</dt>
              <dd>{stat.quick_info}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <section className="section section--sand" aria-label="Quote">
        <div className="container">
          <figure className="team-quote">
            <blockquote>
              <p>{team.quote.text}</p>
            </blockquote>
            <figcaption>
              <span className="team-quote__author">{team.quote.author}</span>
              <span className="team-quote__role">{team.quote.role}</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <CtaCard cta={team.cta} showPhone />
    </>
  );
}

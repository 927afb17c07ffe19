/**
 * Shapes of the site's page copy. Field names follow docs/product/data.md exactly, including the spelling
 * `benifit_title` / `benifit_content`. Fixed counts are part of the types (tuples), so a copy edit
 * that breaks them fails the type check. Headings that a translation rewords are plain strings, so
 * a Spanish twin (`name.es.ts`) shares the English shape; the English wording is held by the page
 * tests.
 */
import type { ClinicConfig } from '../../src/config/clinic';
import type { FaqItem, HtmlFaqItem, Tuple } from '../../src/content/types';

export type { AnyFaqItem, FaqItem, HtmlFaqItem, Tuple } from '../../src/content/types';

/* ------------------------------------------------------------------ shared building blocks */

/** Image path under /images/… (drawn later; see site/content/IMAGES.md). */
export type ImagePath = `/images/${string}`;

/** Hero data: image, title, content, points, sub_title, info (docs/product/data.md). */
export interface HeroContent {
  image: ImagePath;
  title: string;
  /** Intro text under the title (the red variant shows it highlighted). */
  content?: string;
  /** Bullet points, shown vertically or horizontally by the page. */
  points?: string[];
  /** Small line above the title. */
  sub_title?: string;
  /** Short supporting line below the content. */
  info?: string;
}

/** The lower-face hero uses a title over a background image. */
export interface BackgroundHeroContent {
  title: string;
  bg_image: ImagePath;
  content?: string;
  sub_title?: string;
  points?: string[];
}

export type HeroKey = 'treatments' | 'training' | 'team' | 'home' | 'miami';
export type Heroes = Record<HeroKey, HeroContent>;

export interface Benefit {
  benifit_title: string;
  benifit_content: string;
}

export interface QuickFact {
  quick_title: string;
  quick_info: string;
}

export interface HowItWorksCard {
  number: number;
  card_title: string;
  card_content: string;
}

export interface Step {
  title: string;
  description: string;
}

/** One row of a pre-treatment checklist table: when, what to avoid, why. */
export interface ChecklistRow {
  timing: string;
  avoid: string;
  why: string;
}

/** Call-to-action card: `html` is an HTML string (paragraphs and links). */
export interface CallToAction {
  title: string;
  html: string;
  button_label?: string;
  button_link?: string;
}

/** Patient testimonial: `age` is display text such as 'Age: 47' (or 'Edad: 47' in Spanish). */
export interface Testimonial {
  image: ImagePath;
  name: string;
  age: `${string}: ${number}`;
  description: string;
}

/** Training graduate testimonial: a professional role instead of an age. */
export interface GraduateTestimonial {
  image: ImagePath;
  name: string;
  role: string;
  description: string;
}

export type TreatmentSlug =
  | 'laser_skin'
  | 'under_chin'
  | 'mandibular_contour'
  | 'neck'
  | 'tummy'
  | 'lower_eyelid'
  | 'under_arm'
  | 'lower_face';

export type TreatmentPath = `/treatments/${TreatmentSlug}`;

/** Treatment card (docs/product/data.md). */
export interface TreatmentCard {
  treatmentsImage: ImagePath;
  name: string;
  /** About two lines of text. */
  description: string;
  link_path: TreatmentPath;
}

export interface Titled {
  title: string;
  intro?: string;
}

export interface FaqSection<T extends FaqItem | HtmlFaqItem, Items extends T[] = T[]> extends Titled {
  items: Items;
}

/* --------------------------------------------------------------------------------- home */

export interface HomeContent {
  hero: HeroContent;
  intro: string;
  whyChoose: {
    title: string;
    intro: string;
    points: Tuple<string, 7>;
  };
  treatmentAreas: {
    title: string;
    /** how to preview an area: by pointer where the screen has hover, by tap where it has not (one shows, by CSS) */
    hint: { hover: string; touch: string };
    caption: string;
  };
  testimonials: {
    title: string;
    intro: string;
  };
  howItWorks: {
    title: string;
    intro: string;
    steps: HowItWorksCard[];
  };
  faq: {
    title: string;
    intro: string;
  };
  contact: CallToAction & { image: ImagePath };
}

/* --------------------------------------------------------------------------- treatments */

export interface TreatmentsPageContent {
  hero: HeroContent;
  heading: string;
  intro: string;
  cards: Tuple<TreatmentCard, 8>;
  faq: FaqSection<HtmlFaqItem, Tuple<HtmlFaqItem, 12>>;
  consultation: Titled;
}

export interface BenefitsSection extends Titled {
  items: Benefit[];
}

export interface QuickFactsSection<Items extends QuickFact[] = QuickFact[]> extends Titled {
  items: Items;
  /** A short closing remark under the facts. */
  note?: string;
}

/**
 * The five quick facts of the under-arm and lower-face pages, in this order: time, anesthesia,
 * downtime, first visible change, longevity. Plain strings so a Spanish twin shares the shape; the
 * English titles are held by the page tests.
 */
export type CoreQuickFacts = Tuple<QuickFact, 5>;

export interface CandidatesSection extends Titled {
  left_title: string;
  right_title: string;
  left_points: string[];
  right_points: string[];
}

export interface HowItWorksSection extends Titled {
  cards: Tuple<HowItWorksCard, 3>;
}

export interface StepsSection<Items extends Step[] = Step[]> extends Titled {
  items: Items;
  image?: ImagePath;
  imageAlt?: string;
}

export interface ChecklistSection extends Titled {
  rows: ChecklistRow[];
}

export interface TextSection extends Titled {
  paragraphs: string[];
  points?: string[];
}

type FourOrFiveFaqs = Tuple<HtmlFaqItem, 4> | Tuple<HtmlFaqItem, 5>;

interface TreatmentPageBase<S extends TreatmentSlug> {
  slug: S;
  name: string;
  path: `/treatments/${S}`;
  hero: HeroContent;
  intro: string;
  benefits: BenefitsSection;
  quickFacts: QuickFactsSection;
  candidates: CandidatesSection;
  howItWorks: HowItWorksSection;
  /** Post-care or what-to-expect steps. */
  steps: StepsSection;
  checklist: ChecklistSection;
  faq: FaqSection<HtmlFaqItem, FourOrFiveFaqs>;
  cta: CallToAction;
}

export type StandardTreatmentPage = TreatmentPageBase<
  'laser_skin' | 'mandibular_contour' | 'neck' | 'lower_eyelid'
>;

/** Under-chin: no checklist table; a plain what-to-expect timeline instead. */
export interface UnderChinTreatmentPage extends Omit<TreatmentPageBase<'under_chin'>, 'checklist'> {
  checklist?: never;
  timeline: StepsSection;
}

export interface TummyTreatmentPage extends TreatmentPageBase<'tummy'> {
  /** 'Why choose Endolift' in English (held by tests/unit/site/spanish-copy-f2.test.ts). */
  whyChoose: BenefitsSection;
}

export interface UnderArmTreatmentPage
  extends Omit<TreatmentPageBase<'under_arm'>, 'quickFacts' | 'faq'> {
  quickFacts: QuickFactsSection<CoreQuickFacts>;
  faq: FaqSection<HtmlFaqItem, Tuple<HtmlFaqItem, 4>>;
}

/**
 * Lower Face & Jawline, the most detailed page. Its common sections carry the page's own
 * headings: benefits is 'Why Choose It?', quickFacts is 'A complete guide for patients',
 * candidates is the ideal-candidate versus hold-off table, steps is 'What to expect'. They are
 * plain strings so the Spanish twin shares the shape; tests/e2e/pages-content.e2e.ts holds the
 * English wording.
 */
export interface LowerFaceTreatmentPage
  extends Omit<
    TreatmentPageBase<'lower_face'>,
    'hero' | 'benefits' | 'quickFacts' | 'howItWorks' | 'steps' | 'faq'
  > {
  hero: BackgroundHeroContent;
  benefits: BenefitsSection;
  quickFacts: QuickFactsSection<CoreQuickFacts> & { note: string };
  howItWorks: HowItWorksSection;
  steps: StepsSection<Tuple<Step, 5>> & { image: ImagePath };
  resultsLongevity: TextSection;
  safety: TextSection;
  faq: FaqSection<HtmlFaqItem, Tuple<HtmlFaqItem, 5>>;
}

export interface TreatmentPages {
  laser_skin: StandardTreatmentPage & { slug: 'laser_skin' };
  under_chin: UnderChinTreatmentPage;
  mandibular_contour: StandardTreatmentPage & { slug: 'mandibular_contour' };
  neck: StandardTreatmentPage & { slug: 'neck' };
  tummy: TummyTreatmentPage;
  lower_eyelid: StandardTreatmentPage & { slug: 'lower_eyelid' };
  under_arm: UnderArmTreatmentPage;
  lower_face: LowerFaceTreatmentPage;
}

export type TreatmentPage = TreatmentPages[TreatmentSlug];

/* ----------------------------------------------------------------------------- training */

export interface CourseModule {
  module: string;
  skills: string;
}

export interface TrainingContent {
  hero: HeroContent;
  intro: string;
  whyTrain: { title: string; intro: string; items: Tuple<Benefit, 5> };
  whoShouldAttend: { title: string; intro: string; audiences: string[] };
  logistics: {
    title: string;
    intro: string;
    maxParticipants: 12;
    days: 1;
    startTime: '08:30';
    endTime: '17:30';
    cliniciansPerLaser: 6;
    supportYears: 1;
    items: QuickFact[];
  };
  courseOutline: { title: string; intro: string; modules: Tuple<CourseModule, 5> };
  graduates: { title: string; items: Tuple<GraduateTestimonial, 2> };
  faq: FaqSection<FaqItem, Tuple<FaqItem, 8>>;
  cta: CallToAction & { button_label: string };
}

/* --------------------------------------------------------------------------------- team */

export interface TeamContent {
  hero: HeroContent;
  bio: string[];
  credentials: { title: string; items: string[] };
  stats: QuickFact[];
  quote: { text: string; author: string; role: string };
  cta: CallToAction;
}

/* ---------------------------------------------------------------------------- locations */

export interface LocationsContent {
  contactCard: {
    title: string;
    intro: string;
    phoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    hoursLabel: string;
    socialLabel: string;
  };
  openingHours: ClinicConfig['openingHours'];
  /** `newTab`: said after the 'Open in Maps' link, for screen readers only */
  map: { title: string; caption: string; openLabel: string; loadLabel: string; newTab: string };
  /** names the region holding the contact form */
  formLabel: string;
}

/* -------------------------------------------------------------------------------- miami */

export interface ComparisonRow {
  feature: string;
  endolift: string;
  facelift: string;
}

export interface BeforeAfterImage {
  image: ImagePath;
  alt: string;
  caption: string;
}

export interface MiamiContent {
  hero: HeroContent;
  whatIs: TextSection;
  benefits: Titled & { items: string[] };
  comparison: Titled & { columns: [string, string, string]; rows: ComparisonRow[] };
  idealCandidate: Titled & { points: string[] };
  recovery: Titled & { steps: Step[] };
  pricing: Titled & { range: string; factors: string[]; note: string };
  beforeAfter: Titled & { images: Tuple<BeforeAfterImage, 3> };
  faq: FaqSection<FaqItem, Tuple<FaqItem, 4>>;
  whyMiami: TextSection;
  cta: CallToAction;
}

/* ------------------------------------------------------------------------------ florida */

export interface FloridaContent {
  hero: HeroContent;
  availability: TextSection;
  trust: Titled & { items: Benefit[] };
  booking: Titled & { steps: Step[]; cta: CallToAction };
  areasServed: Titled & { areas: string[] };
  locationCard: Titled;
  map: Titled;
  directions: Titled & { items: Step[] };
}

/* ------------------------------------------------------------------------------ banners */

export interface Banner {
  title: string;
  subtitle: string;
}

export interface Banners {
  register: Banner;
  signin: Banner;
  resetPassword: Banner;
  changePassword: Banner;
  consultation: Banner;
  faqs: Banner;
  location: Banner;
  profile: Banner;
}

/**
 * Short interface wording shared by the page components: table headings, carousel controls,
 * link labels. Page copy lives in the page modules beside this one.
 */
export interface UiText {
  learnMore: string;
  viewMore: string;
  readArticle: string;
  callUs: string;
  checklistColumns: readonly [when: string, avoid: string, why: string];
  courseOutlineColumns: readonly [module: string, skills: string];
  testimonials: { label: string; previous: string; next: string };
  beforeAfter: { label: string; previous: string; next: string; before: string; after: string };
  slideStatus: (current: number, total: number) => string;
  blog: { loading: string; empty: string; notFound: string; backToList: string; loadingArticle: string };
  map: { pictureAlt: string; frameTitle: string };
  /** names of unheaded page regions, for screen readers */
  regions: { introduction: string; treatmentAreas: string; quote: string };
}

export const uiText: UiText = {
  learnMore: 'Learn More',
  regions: { introduction: 'Introduction', treatmentAreas: 'Treatment areas', quote: 'Quote' },
  viewMore: 'View More',
  readArticle: 'Read the article',
  callUs: 'Call us',
  checklistColumns: ['When', 'What to avoid', 'Why'],
  courseOutlineColumns: ['Module', 'Key skills'],
  testimonials: {
    label: 'Patient testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
  },
  beforeAfter: {
    label: 'Before-and-after illustrations',
    previous: 'Previous before-and-after picture',
    next: 'Next before-and-after picture',
    before: 'Before',
    after: 'After',
  },
  slideStatus: (current: number, total: number): string => `Slide ${current} of ${total}`,
  blog: {
    loading: 'Loading articles',
    empty: 'New articles are on their way. In the meantime, our FAQs answer the questions we hear most.',
    notFound: 'This article could not be loaded. It may have moved, or the connection dropped.',
    backToList: 'All articles',
    loadingArticle: 'Loading the article',
  },
  map: {
    pictureAlt: 'Illustrated street map with a pin marking the clinic',
    frameTitle: 'Map showing the clinic location',
  },
};

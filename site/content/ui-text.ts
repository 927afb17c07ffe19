/**
 * Short interface wording shared by the page components: table headings, carousel controls,
 * link labels. Page copy lives in the page modules beside this one.
 */
export const uiText = {
  learnMore: 'Learn More',
  viewMore: 'View More',
  readArticle: 'Read the article',
  callUs: 'Call us',
  checklistColumns: ['When', 'What to avoid', 'Why'] as const,
  courseOutlineColumns: ['Module', 'Key skills'] as const,
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

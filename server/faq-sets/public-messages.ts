/** What the public FAQ set call says in English; public-messages.es.ts in Spanish. */
export const publicMessages = {
  notFound: 'These questions could not be found.',
};

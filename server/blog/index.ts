/** What other features may use of the blog room: whether a path segment can be a post's slug (the site's page route). */
export { isPossibleSlug } from './blog-slug';

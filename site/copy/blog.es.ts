/** The Spanish twin of blog.ts. */
export { blogPage } from '../content/blog.es';
export { blogImageAlt } from '../content/blog-image-alts.es';

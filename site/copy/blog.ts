/** The blog list's and posts' words. */
export { blogPage } from '../content/blog';
export { blogImageAlt } from '../content/blog-image-alts';

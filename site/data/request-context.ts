/**
 * What the server hands the route loaders while it renders a page: direct access to the data the
 * API would return, so a server render never makes an HTTP call to itself. On the client the
 * loaders get no context and the pages fetch through the API instead.
 */
import type { BlogPost } from '../../src/api/api-types';
import type { FaqSet } from '../../src/api/faq-set-types';
import type { CourseDay } from '../../src/courses/course-choices';
import type { CertificateCheck } from '../../src/courses/certificate-check';

export interface SiteRequestContext {
  blog: {
    /** one language's posts, newest first */
    list(language: 'en' | 'es'): Promise<BlogPost[]>;
    get(slug: string): Promise<BlogPost | null>;
  };
  /** one FAQ set in one language (server/faq-sets/faq-set-reader.ts) */
  faqs: {
    get(key: string, language: 'en' | 'es'): Promise<FaqSet | null>;
  };
  /** the upcoming course days (server/courses/), for /trainings */
  courses?: {
    list(): Promise<CourseDay[]>;
    /** a certificate as /certificates/{code} shows it, or null for an unknown number */
    certificate?(code: string): Promise<CertificateCheck | null>;
  };
}

export function serverContext(context: unknown): SiteRequestContext | undefined {
  if (context && typeof context === 'object' && 'blog' in context) return context as SiteRequestContext;
  return undefined;
}

/** What the staff post calls answer (server/blog/post-reply-schemas.ts), as the editor reads it. */
export type PostState = 'draft' | 'scheduled' | 'published';

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  language: 'en' | 'es';
  state: PostState;
  published_at: number | null;
  updated_at: number;
  translation_of: string | null;
  path: string;
  version: number;
}

export interface PostDetail extends PostSummary {
  translation_of_id: number | null;
  translated_by: { id: number; slug: string; language: 'en' | 'es' } | null;
  meta_description: string;
  image: string;
  image_alt: string;
  body: string;
  html: string;
  seeded_html: boolean;
  old_slugs: string[];
  created_at: number;
}

export interface PostReply {
  success: boolean;
  message?: string;
  post: PostDetail;
  revisions: { id: number; version: number; title: string; slug: string; actor: string; created_at: number }[];
  audit: { id: number; actor: string; action: string; detail: string; created_at: number }[];
}

/** What the editor sends: the fields of a post as typed. */
export interface PostFields {
  title: string;
  slug: string;
  language: 'en' | 'es';
  translation_of: number | null;
  meta_description: string;
  image: string;
  image_alt: string;
  body: string;
}

export interface UploadedImage {
  /** 32 hex digits: the image in its addresses */
  name: string;
  width: number;
  height: number;
  path: string;
}

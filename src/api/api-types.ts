/** Request and response shapes of docs/product/api.md, exactly as the client sends and reads them. */
import type { SessionUser, Gender } from '../session/session-store';
import type { BookedAppointment, Slot } from '../booking/time-picker/appointment-types';

/** field → message, or field → list of messages, or one sentence */
export type FieldErrors = Record<string, string | string[]>;

export interface ConsultationResponse {
  success: boolean;
  message?: string;
  errors?: FieldErrors | string;
  /** set when a time was booked (docs/product/api.md "Appointments") */
  appointment?: BookedAppointment;
}

/** The 409 answer of a booking whose time is not free any more. */
export interface SlotUnavailableResponse {
  success: false;
  code: 'slot_unavailable';
  message: string;
  slots: Slot[];
}

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string;
  gender: Gender;
  ref_type: string;
  password: string;
  confirm_password: string;
}

export interface RegisterResponse {
  success: '1' | '0';
  message?: string;
  data?: Record<string, string[]>;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: 1 | 0;
  message?: string;
  user?: SessionUser;
  data?: Record<string, string | string[]> | string;
}

export interface ForgotPasswordResponse {
  success: 1 | 0;
  message?: string;
  data?: Record<string, string | string[]> | string;
}

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface ContactResponse {
  success: boolean;
  message?: string;
  errors?: FieldErrors | string;
}

export interface ResetPayload {
  token: string;
  email: string;
  password: string;
  confirm_password: string;
}

export interface ResetResponse {
  success: boolean;
  message?: string;
  errors?: FieldErrors | string;
}

export interface BlogPost {
  slug: string;
  title: string;
  name?: string;
  image: string;
  description: string;
  meta_description: string;
  /** JSON-LD as stored for the post (a JSON string or an object) */
  meta_schema: string | Record<string, unknown> | null;
  release_date: string;
  /** the post's language; its page is /blog/{slug} ('en') or /es/blog/{slug} ('es') */
  language?: 'en' | 'es';
  /** a Spanish post's English original */
  translation_of?: string | null;
  /** blog-details only: the slug of the same post in the other language, for hreflang */
  alternate_slug?: string | null;
  /** the cover's description, as staff wrote it (empty for seeded posts: the site has words for those) */
  image_alt?: string;
}

export interface BlogListResponse {
  success: boolean;
  blogs: BlogPost[];
}

export interface BlogDetailsResponse {
  success: boolean;
  blog: BlogPost;
}

export interface UpdateProfilePayload {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  dob: string;
  gender?: Gender | string;
}

export interface UpdateProfileResponse {
  success: 1 | false | boolean | number;
  message?: string;
  user?: SessionUser;
  errors?: FieldErrors | string;
}

/** Where the visit came from, as URL-encoded pairs (src/lead-source/); optional, sent by our own lead forms. */
export interface LeadSourceFields {
  lead_source?: string;
}

/** Extra fields our own lead forms send so the server can drop bots quietly (docs/architecture.md). */
export interface BotGuardFields {
  website?: string;
  form_stamp?: string;
}

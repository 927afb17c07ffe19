/**
 * The database's tables as Kysely sees them. Both dialects share this one interface; the dialect
 * files only differ in how they connect and in the few column types that differ. Every time is an
 * integer of epoch milliseconds, so comparisons and indexes behave the same on SQLite and PostgreSQL.
 */
import type { Generated, Kysely } from 'kysely';
import type { StaffTables } from './staff-tables';
import type { LeadSourceColumns } from './lead-source-columns';
import type { FaqSetTables } from './faq-set-tables';
import type { AppointmentTables } from './appointment-tables';
import type { BackupTables } from './backup-tables';
import type { CourseTables } from './course-tables';
import type { HealthFormTables } from './health-form-tables';
import type { CareMailTables } from './care-mail-tables';

/** The staff side's tables (staff accounts, their sessions, the lead audit log) are declared in server/staff, the appointments' in server/appointments, the FAQ sets' in server/faq-sets. */
export interface Database extends StaffTables, AppointmentTables, FaqSetTables, BackupTables, CourseTables, HealthFormTables, CareMailTables {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  consultation_requests: ConsultationRequestsTable;
  contact_messages: ContactMessagesTable;
  blog_posts: BlogPostsTable;
  mail_outbox: MailOutboxTable;
  consultation_photos: ConsultationPhotosTable;
  test_leads: TestLeadsTable;
  rate_limits: RateLimitsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  blog_old_slugs: BlogOldSlugsTable;
  post_audit: PostAuditTable;
  post_images: PostImagesTable;
  post_image_files: PostImageFilesTable;
  proof_of_work_uses: ProofOfWorkUsesTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** trimmed and lower-cased; unique */
  email: string;
  first_name: string;
  last_name: string;
  /** ten digits */
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  gender: string;
  ref_type: string;
  /** scrypt$N$r$p$salt$key, see services/password-hashing.ts */
  password_hash: string;
  /** 'en' or 'es': the language the account was made in; its mail goes out in it (migration 012) */
  language: Generated<string>;
  created_at: number;
  updated_at: number;
  /** when she opened the confirmation link mailed to this address; null until then and after an e-mail change (migration 100) */
  email_verified_at: number | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: the token itself is never stored */
  id: string;
  user_id: number;
  /** SHA-256 (hex) of the XSRF-TOKEN cookie issued with this session */
  xsrf_hash: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the e-mailed token */
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A link that confirms an account's e-mail (migration 100): good once, for 48 hours, for the address it was sent to. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  /** the address the link was mailed to: it confirms that address only */
  email: string;
  /** SHA-256 (hex) of the e-mailed token */
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type LeadStatus = 'new' | 'contacted' | 'booked' | 'attended' | 'closed' | 'spam';

/** Both lead tables carry where the lead came from (migration 030, server/lead-sources/). */
export interface ConsultationRequestsTable extends LeadSourceColumns {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  form_page_name: string;
  /**
   * '' once the photo is in consultation_photos (every request stored since migration 011);
   * before that, a file name inside DATA_DIR/uploads, moved into the database at start
   */
  image_file: string;
  status: Generated<string>;
  note: Generated<string>;
  /** 'en' or 'es': the language of the page the request was sent from (migration 012) */
  language: Generated<string>;
  created_at: number;
  /** the account she was signed in to when she sent it, else null (migration 100) */
  user_id: number | null;
}

/** A consultation request's photo: the re-encoded JPEG, written in the request's transaction. */
export interface ConsultationPhotosTable {
  request_id: number;
  jpeg: Buffer;
}

export interface ContactMessagesTable extends LeadSourceColumns {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: Generated<string>;
  note: Generated<string>;
  /** 'en' or 'es' (migration 012) */
  language: Generated<string>;
  created_at: number;
}

/** A partner's test submission (migration 031, server/test-leads/): never a lead, gone after a day. */
export interface TestLeadsTable {
  id: Generated<number>;
  kind: 'consultation' | 'contact';
  /** 'en' or 'es': the request's language */
  language: string;
  /** the form's fields as checked, and its source columns, as JSON */
  fields: string;
  /** a booking's re-encoded photo, by size only */
  photo_bytes: Generated<number>;
  created_at: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  image: string;
  /** sanitised HTML */
  description: string;
  meta_description: string;
  /** JSON-LD as a JSON string */
  meta_schema: string;
  /** YYYY-MM-DD */
  release_date: string;
  /** 'en' or 'es' (migration 012) */
  language: Generated<string>;
  /** an English post's slug when this post is its translation; null for an original */
  translation_of: string | null;
  created_at: number;
  /** 'draft' or 'published' (migration 050); published with published_at ahead = scheduled */
  status: Generated<string>;
  /** when the post goes (or went) live, ms; public pages show it only once this has passed */
  published_at: number | null;
  /** what staff wrote (server/blog/); `description` holds its sanitised HTML. Empty for seeded posts. */
  body_markdown: Generated<string>;
  /** the cover's alt text */
  image_alt: Generated<string>;
  updated_at: number | null;
  /** moves on every save: the editors' ETag */
  version: Generated<number>;
}

export type MailKind = 'password_reset' | 'email_verification' | 'password_changed' | 'lead_notice' | 'account_exists' | 'appointment_patient' | 'appointment_notice' | 'appointment_reminder' | 'course_participant' | 'course_notice' | 'staff_invite' | 'aftercare' | 'follow_up_invitation' | 'health_form_reminder';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  /** emptied once sent or failed: the outbox is no archive of reset links or patient names */
  text_body: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** a sender claims a row until this time, so two processes never send the same mail */
  locked_until: Generated<number>;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** an appointment's invitation (ICS) sent with the text, emptied once sent (migration 041) */
  calendar: string | null;
  calendar_method: string | null;
  /** what the mail is about ('consultation:12', 'contact:3', 'appointment:7'): deleted with it (migration 061) */
  about: string | null;
  /** a file sent with the text (a course certificate's PDF): name, type and base64 bytes, emptied once sent (migration 085) */
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: string | null;
  /** extra headers (JSON object: List-Unsubscribe and its one-click partner), emptied once sent (migration 125) */
  headers: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

/** Every saved version of a post (migration 050), newest last. */
export interface BlogPostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  version: number;
  title: string;
  slug: string;
  translation_of: string | null;
  meta_description: string;
  image: string;
  image_alt: string;
  body_markdown: string;
  staff_id: number | null;
  actor: string;
  created_at: number;
}

/** A slug a post had before it was renamed: its old address answers 301 to the new one. */
export interface BlogOldSlugsTable {
  slug: string;
  post_id: number;
  created_at: number;
}

/** Who created, saved, published, unpublished, restored or deleted which post; only ever added to. */
export interface PostAuditTable {
  id: Generated<number>;
  staff_id: number | null;
  actor: string;
  post_id: number;
  action: string;
  detail: string;
  created_at: number;
}

/** An image staff uploaded for a post (migration 051): its largest stored size. */
export interface PostImagesTable {
  id: Generated<number>;
  /** its address's name: 32 random hex digits (migration 060); null for earlier uploads, addressed by `id` */
  name: string | null;
  width: number;
  height: number;
  staff_id: number | null;
  actor: string;
  created_at: number;
}

/** One re-encoded file of a post image: a width in one format. */
export interface PostImageFilesTable {
  image_id: number;
  width: number;
  format: 'webp' | 'jpeg';
  bytes: Buffer;
}

/** The database as the staff side's code names it (its tables are in staff-tables.ts). */
export type StaffDb = Kysely<Database>;

/** A proof of work a booking spent (migration 065): its challenge's signature, until the challenge expires. */
export interface ProofOfWorkUsesTable {
  signature: string;
  expires_at: number;
}

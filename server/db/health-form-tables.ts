/**
 * The patient's health forms as Kysely sees them (migration 120-health-forms): one row per signed
 * version, never updated or deleted by the application (a change is a new version; the database refuses both, migrations 135 and 140, but for re-sealing under a new key and for the medical-record purge (server/health-forms/medical-record-retention.ts) of a closed account's versions once its retention has run out). Her answers
 * and typed name are sealed with the field encryption key (server/db/field-cipher.ts); only what the clinic
 * needs to find and sort them is in clear.
 */
import type { Generated } from 'kysely';

export interface HealthFormVersionsTable {
  id: Generated<number>;
  appointment_id: number;
  /** the account that signed it */
  user_id: number;
  /** 1, 2, …: unique per appointment */
  version: number;
  /** `v1:<key id>:<iv>:<tag>:<ciphertext>`: JSON of her answers and her typed name (server/health-forms/health-form-seal.ts) */
  sealed: string;
  /** 1 when any screening question was answered yes: for the practitioner's attention */
  flagged: number;
  /** the consent text's version she agreed to */
  consent_version: string;
  /** 'none', 'record' or 'marketing' */
  photo_consent: string;
  /** 'en' or 'es': the language she read and signed in */
  language: string;
  signed_at: number;
  /** SHA-256 (hex) of the canonical JSON of what she signed */
  signature_hash: string;
}

/** An appointment whose 48-hour health form reminder was decided (migration 135): its primary key makes it once. */
export interface HealthFormRemindersTable {
  appointment_id: number;
  created_at: number;
}

/**
 * A closed account whose signed versions the clinic keeps as her medical record (migration 140):
 * MEDICAL_RECORD_RETENTION_YEARS after her last signature (the years configured when the purge runs); then the purge
 * (server/health-forms/medical-record-retention.ts) deletes the row and her versions.
 */
export interface MedicalRecordHoldersTable {
  /** the closed account's id, as her versions' `user_id` still name it */
  user_id: number;
  closed_at: number;
  last_signed_at: number;
}

export interface HealthFormTables {
  health_form_versions: HealthFormVersionsTable;
  health_form_reminders: HealthFormRemindersTable;
  medical_record_holders: MedicalRecordHoldersTable;
}

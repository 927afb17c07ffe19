/** What the staff management calls answer (server/staff/staff-reply-schemas.ts staffPeopleReply; tests/server/openapi.test.ts holds the two together). */
export interface PersonView {
  id: number;
  email: string;
  role: string;
  role_name: string;
  state: 'active' | 'disabled' | 'password not set';
  created_at: number;
  last_login_at: number | null;
  sessions: number;
  /** she has a confirmed authenticator app */
  second_factor: boolean;
}

export interface StaffAuditEntry {
  id: number;
  actor: string;
  staff_email: string;
  action: 'invited' | 'role_changed' | 'disabled' | 'signed_out' | 'second_factor_reset' | 'passkey_added' | 'passkey_removed';
  detail: string;
  created_at: number;
}

export interface PeopleAnswer {
  success: true;
  people: PersonView[];
  roles: { role: string; name: string }[];
  audit: StaffAuditEntry[];
}

export interface PeopleChangedAnswer extends PeopleAnswer {
  message: string;
  /** what the change did to the caller: her own role changed, or her session ended */
  yourself: 'unchanged' | 'changed' | 'signed_out';
}

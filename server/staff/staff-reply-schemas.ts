/**
 * What the staff calls answer (docs/product/api.md#staff-calls), one valibot schema per reply, used
 * like reply-schemas.ts: they serialise the replies and generate the OpenAPI document.
 */
import * as v from 'valibot';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from './staff-roles';
import { LEAD_KINDS, LEAD_STATUSES } from './lead-statuses';
import { fieldErrorFirsts } from '../http/reply-schemas';
import { leadSourceDetail, summarySourceEntries } from '../lead-sources';
import { APPOINTMENT_TYPE_IDS } from '../db/consultation-types';

const message = v.string();
const timestamp = v.pipe(v.number(), v.description('Milliseconds since 1970 (UTC).'));
const language = v.pipe(v.picklist(['en', 'es']), v.description('The language of the page the lead was sent from.'));

/** A staff refusal with the refused fields (a malformed body). */
export const staffFieldsReply = v.object({ success: v.literal(false), message, errors: v.optional(fieldErrorFirsts) });

const secondFactorStep = v.pipe(
  v.picklist(['done', 'code', 'enrol']),
  v.description('What the session needs next: `done` (nothing), `code` (a code from her authenticator app or a recovery code: POST /api/staff/second-factor/verify), `enrol` (setting up an authenticator app: POST /api/staff/second-factor/enrol). Until `done`, every other staff call answers 403.'),
);

export const staffLoginReply = v.object({ success: v.literal(true), message, staff: v.object({ email: v.string() }), second_factor: secondFactorStep });

export const secondFactorStatusReply = v.object({
  success: v.literal(true),
  staff: v.object({ email: v.string() }),
  second_factor: secondFactorStep,
  methods: v.pipe(
    v.object({ app: v.boolean(), passkeys: v.pipe(v.number(), v.description('How many passkeys the account has.')) }),
    v.description('What the account can finish signing in with: an authenticator app (and its recovery codes), passkeys.'),
  ),
});

export const passkeyOptionsReply = v.object({
  success: v.literal(true),
  options: v.pipe(
    v.record(v.string(), v.unknown()),
    v.description('The WebAuthn options (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON) for @simplewebauthn/browser’s startRegistration or startAuthentication; the challenge is good for 5 minutes, once.'),
  ),
});

export const passkeyDoneReply = v.object({ success: v.literal(true), message, home: v.pipe(v.string(), v.description('The role’s first staff page.')) });

export const passkeyListReply = v.object({
  success: v.literal(true),
  passkeys: v.array(v.object({ id: v.number(), created_at: timestamp, last_used_at: v.nullable(timestamp) })),
});

export const enrolReply = v.object({
  success: v.literal(true),
  message,
  secret: v.pipe(v.string(), v.description('The TOTP key in base32, for typing into an app that cannot scan the QR code.')),
  uri: v.pipe(v.string(), v.description('The `otpauth://totp/…` address the QR code holds (SHA-1, 6 digits, 30 seconds).')),
  qr: v.pipe(v.string(), v.description('The QR code as a `data:image/png;base64,…` URL.')),
});

export const enrolledReply = v.object({
  success: v.literal(true),
  message,
  recovery_codes: v.pipe(v.array(v.string()), v.description('Ten single-use recovery codes (XXXX-XXXX-XXXX-XXXX), shown this once: the server keeps only their SHA-256.')),
  home: v.pipe(v.string(), v.description('The role’s first staff page.')),
});

export const codeAcceptedReply = v.object({ success: v.literal(true), message, home: v.pipe(v.string(), v.description('The role’s first staff page.')) });

export const staffMessageReply = v.object({ success: v.literal(true), message });

export const staffMeReply = v.object({
  success: v.literal(true),
  staff: v.object({
    email: v.string(),
    role: v.pipe(v.picklist(STAFF_ROLES), v.description('What the account may do (docs/product/roles.md).')),
    role_name: v.pipe(v.string(), v.description('The role as people call it: "Front desk".')),
    permissions: v.pipe(v.array(v.picklist(Object.keys(STAFF_PERMISSIONS) as StaffPermission[])), v.description('Every permission of the role: what the staff pages show.')),
    home: v.pipe(v.string(), v.description('The role’s first staff page, where `/staff` sends it.')),
  }),
  expires_at: v.pipe(v.nullable(v.number()), v.description('When the session ends unless used again (ms since 1970).')),
});

export const failedMailReply = v.object({
  success: v.literal(true),
  mails: v.array(
    v.object({
      id: v.number(),
      kind: v.string(),
      to_address: v.string(),
      subject: v.string(),
      attempts: v.number(),
      last_error: v.nullable(v.string()),
      created_at: timestamp,
    }),
  ),
});

const status = v.picklist(LEAD_STATUSES);

export const leadSummary = v.pipe(
  v.object({
    kind: v.picklist(LEAD_KINDS),
    id: v.number(),
    name: v.string(),
    email: v.string(),
    phone: v.string(),
    status,
    created_at: timestamp,
    has_note: v.boolean(),
    has_photo: v.boolean(),
    language,
    ...summarySourceEntries,
  }),
  v.title('LeadSummary'),
);

const cursor = v.pipe(v.nullable(v.string()), v.description('Pass as `before` (older) or `after` (newer) for the next page; null at the end.'));

export const leadListReply = v.object({ success: v.literal(true), leads: v.array(leadSummary), older: cursor, newer: cursor });

const sharedDetail = {
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  message: v.string(),
  status,
  note: v.string(),
  created_at: timestamp,
  source: leadSourceDetail,
};

export const leadDetail = v.pipe(
  v.variant('kind', [
    v.object({
      kind: v.literal('consultation'),
      ...sharedDetail,
      first_name: v.string(),
      last_name: v.string(),
      form_page_name: v.string(),
      photo_url: v.string(),
      language,
    }),
    v.object({ kind: v.literal('contact'), ...sharedDetail, form_page_name: v.null(), photo_url: v.null(), language }),
  ]),
  v.title('LeadDetail'),
);

export const auditEntry = v.object({
  id: v.number(),
  actor: v.pipe(v.string(), v.description('The staff member’s e-mail at the time, or "retention".')),
  action: v.picklist(['viewed', 'status_changed', 'note_changed', 'exported', 'deleted', 'purged', 'appointment_moved', 'appointment_status_changed', 'photo_viewed', 'calendar_listed', 'health_form_viewed']),
  detail: v.string(),
  created_at: timestamp,
});

/** A consultation request's appointment (server/appointments/lead-appointments.ts); null for none and for contact messages. */
const leadAppointment = v.pipe(
  v.nullable(v.object({ id: v.number(), type: v.picklist(APPOINTMENT_TYPE_IDS), start: v.pipe(v.string(), v.description('ISO 8601 UTC.')), status: v.picklist(['booked', 'pending', 'attended', 'no-show', 'cancelled']) })),
  v.description('The appointment booked with this consultation request, or null.'),
);

export const leadReply = v.object({ success: v.literal(true), lead: leadDetail, audit: v.array(auditEntry), appointment: leadAppointment });

export const leadChangedReply = v.object({ success: v.literal(true), message, lead: leadDetail, audit: v.array(auditEntry), appointment: leadAppointment });

const person = v.object({
  id: v.number(),
  email: v.string(),
  role: v.pipe(v.string(), v.description('A role of docs/product/roles.md (a role this version does not know is listed as stored).')),
  role_name: v.string(),
  state: v.picklist(['active', 'disabled', 'password not set']),
  created_at: timestamp,
  last_login_at: v.pipe(v.nullable(v.number()), v.description('The last sign-in (ms since 1970), or null.')),
  sessions: v.pipe(v.number(), v.description('Sessions that have not ended.')),
  second_factor: v.pipe(v.boolean(), v.description('Whether the account has a confirmed authenticator app (TOTP).')),
});

const staffAuditEntry = v.object({
  id: v.number(),
  actor: v.pipe(v.string(), v.description('The owner who made the change.')),
  staff_email: v.string(),
  action: v.picklist(['invited', 'role_changed', 'disabled', 'signed_out', 'second_factor_reset', 'passkey_added', 'passkey_removed']),
  detail: v.string(),
  created_at: timestamp,
});

const peopleEntries = {
  people: v.array(person),
  roles: v.pipe(v.array(v.object({ role: v.picklist(STAFF_ROLES), name: v.string() })), v.description('The roles an account may be given.')),
  audit: v.pipe(v.array(staffAuditEntry), v.description('The latest 50 changes to staff accounts, newest first.')),
};

export const staffPeopleReply = v.object({ success: v.literal(true), ...peopleEntries });

export const staffPeopleChangedReply = v.object({
  success: v.literal(true),
  message,
  ...peopleEntries,
  yourself: v.pipe(
    v.picklist(['unchanged', 'changed', 'signed_out']),
    v.description('What the change did to the caller: `changed` (her own role; reload what she may use), `signed_out` (her session ended, cookies cleared).'),
  ),
});

/** A row of the owners' access log (server/staff/access-log-repository.ts). */
const accessLogEntry = v.object({
  source: v.pipe(v.picklist(['lead', 'log']), v.description('`lead`: a row of the lead’s history; `log`: the access log’s own view or download.')),
  id: v.number(),
  staff_id: v.pipe(v.nullable(v.number()), v.description('The staff account, or null for what the patient or the retention period did.')),
  actor: v.pipe(v.string(), v.description('The staff member’s e-mail at the time, "patient" or "retention".')),
  action: v.picklist([...auditEntry.entries.action.options, 'access_log_viewed', 'access_log_exported', 'health_form_viewed']),
  lead_kind: v.pipe(v.nullable(v.picklist(LEAD_KINDS)), v.description('The lead the row is about (null for the log’s own rows).')),
  lead_id: v.nullable(v.number()),
  detail: v.pipe(v.string(), v.description('What changed, in words without patient details; for the log’s own rows, the filters it was read with.')),
  created_at: timestamp,
});

export const accessLogReply = v.object({
  success: v.literal(true),
  entries: v.pipe(v.array(accessLogEntry), v.description('Newest first.')),
  older: v.pipe(v.nullable(v.string()), v.description('The `cursor` of the next, older page; null on the last page.')),
  staff: v.pipe(v.array(v.object({ id: v.number(), email: v.string() })), v.description('Every staff account, for the person filter.')),
});

export const cannotDecryptReply = v.pipe(
  v.object({ success: v.literal(false), message: v.string(), code: v.literal('cannot_decrypt') }),
  v.title('StaffCannotDecrypt'),
  v.description('A value sealed with a key the server was not given (FIELD_ENCRYPTION_KEY / FIELD_ENCRYPTION_OLD_KEYS); the log names the key id.'),
);

/**
 * Who may do what among the staff (issue 36): the one table the server decides from, on every staff
 * call (staff-guard.ts) and every staff page (staff-pages-guard.ts), that `GET /api/staff/me` hands
 * the staff pages so they show only what the role may use, and that docs/product/roles.md prints
 * (tests/server/staff-roles.test.ts holds the two together).
 *
 * A call or page that is not in these tables is refused to everyone: a new staff call must be given
 * a permission here before anyone can use it.
 */

export const STAFF_ROLES = ['owner', 'front_desk', 'practitioner', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role of an account made without one: the first account of a clinic runs everything. */
export const DEFAULT_STAFF_ROLE: StaffRole = 'owner';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** How each role is named to people (the command line, the staff bar, the docs). */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  front_desk: 'Front desk',
  practitioner: 'Practitioner',
  marketing: 'Marketing',
};

interface PermissionEntry {
  /** what it covers, as docs/product/roles.md words it */
  area: string;
  roles: readonly StaffRole[];
  /**
   * Roles that hold it only for the patients they see: a practitioner opens a lead, and its photo,
   * only when it has an appointment with her (her `staff_users.practitioner_id`).
   */
  ownPatientsOnly?: readonly StaffRole[];
}

/** Permission → the roles that hold it. Marketing's permissions reach figures only, never a person's details. */
export const STAFF_PERMISSIONS = {
  'leads.list': { area: 'Leads: the inbox list, search, filters; mail that could not be delivered', roles: ['owner', 'front_desk'] },
  'leads.open': {
    area: 'A lead and its photo',
    roles: ['owner', 'front_desk', 'practitioner'],
    ownPatientsOnly: ['practitioner'],
  },
  'leads.change': { area: 'A lead’s status and note', roles: ['owner', 'front_desk'] },
  'leads.delete': { area: 'Deleting a lead', roles: ['owner', 'front_desk'] },
  'leads.export': { area: 'Exporting leads as CSV', roles: ['owner', 'front_desk'] },
  'results.read': { area: 'Results by source (figures only)', roles: ['owner', 'marketing'] },
  'calendar.read': { area: 'The calendar', roles: ['owner', 'front_desk', 'practitioner'] },
  'health_forms.status': { area: 'Whether a patient’s health form is signed or flagged (never her answers)', roles: ['owner', 'front_desk', 'practitioner'] },
  'health_forms.open': {
    area: 'A patient’s health form answers (each view recorded in the access log)',
    roles: ['owner', 'practitioner'],
    ownPatientsOnly: ['practitioner'],
  },
  'calendar.change': { area: 'Moving an appointment; attended, no-show, cancelled', roles: ['owner', 'front_desk', 'practitioner'] },
  'bookings.confirm': {
    area: 'Holding bookings for confirmation: the setting, confirming and declining',
    roles: ['owner', 'front_desk'],
  },
  hours: { area: 'The practitioner’s hours and days off', roles: ['owner', 'front_desk', 'practitioner'] },
  'courses.read': { area: 'Course days and their rosters', roles: ['owner', 'front_desk'] },
  'courses.roster-csv': { area: 'A course day’s roster as CSV', roles: ['owner', 'front_desk'] },
  'courses.enrollments': { area: 'Course payments, cancelling and moving enrollments, check-in', roles: ['owner', 'front_desk'] },
  'courses.days': { area: 'Adding, editing and cancelling course days', roles: ['owner'] },
  'certificates.revoke': { area: 'Revoking a certificate of attendance', roles: ['owner'] },
  posts: { area: 'Blog posts and their pictures', roles: ['owner', 'marketing'] },
  'faq-sets': { area: 'FAQ sets', roles: ['owner', 'marketing'] },
  backups: { area: 'Backup status', roles: ['owner'] },
  'staff.manage': { area: 'Staff accounts: inviting, changing a role, disabling, signing someone out everywhere, resetting a second factor', roles: ['owner'] },
  'access_log.read': { area: 'The access log: who viewed, exported, changed or deleted which patient’s data (its own reading recorded)', roles: ['owner'] },
} as const satisfies Record<string, PermissionEntry>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Open to anyone (signing in) or to every signed-in staff member, whatever the role. */
export type CallAccess = StaffPermission | 'public' | 'signed-in';

/**
 * Every staff call, as the router names it (`METHOD /api/staff/…`), and what it needs. HEAD is
 * answered as its GET.
 */
export const STAFF_CALLS: Record<string, CallAccess> = {
  'POST /api/staff/login': 'public',
  'POST /api/staff/logout': 'public',
  'POST /api/staff/set-password': 'public',
  'GET /api/staff/me': 'signed-in',
  'GET /api/staff/mail/failed': 'leads.list',
  'GET /api/staff/leads': 'leads.list',
  'POST /api/staff/leads/export': 'leads.export',
  'GET /api/staff/leads/:kind/:id': 'leads.open',
  'PATCH /api/staff/leads/:kind/:id': 'leads.change',
  'DELETE /api/staff/leads/:kind/:id': 'leads.delete',
  'GET /api/staff/leads/consultation/:id/photo': 'leads.open',
  'GET /api/staff/lead-sources/results': 'results.read',
  'GET /api/staff/appointments': 'calendar.read',
  'GET /api/staff/health-forms': 'health_forms.status',
  'GET /api/staff/appointments/:id/health-form': 'health_forms.open',
  'POST /api/staff/appointments/:id/move': 'calendar.change',
  'POST /api/staff/appointments/:id/status': 'calendar.change',
  'POST /api/staff/appointments/:id/confirm': 'bookings.confirm',
  'POST /api/staff/appointments/:id/decline': 'bookings.confirm',
  'GET /api/staff/booking-settings': 'bookings.confirm',
  'PUT /api/staff/booking-settings': 'bookings.confirm',
  'GET /api/staff/hours': 'hours',
  'PUT /api/staff/hours': 'hours',
  'POST /api/staff/hours/overrides': 'hours',
  'DELETE /api/staff/hours/overrides/:id': 'hours',
  'GET /api/staff/courses': 'courses.read',
  'GET /api/staff/courses/:id': 'courses.read',
  'GET /api/staff/courses/:id/roster.csv': 'courses.roster-csv',
  'POST /api/staff/courses': 'courses.days',
  'PUT /api/staff/courses/:id': 'courses.days',
  'POST /api/staff/courses/:id/cancel': 'courses.days',
  'POST /api/staff/courses/enrollments/:id/payment': 'courses.enrollments',
  'POST /api/staff/courses/enrollments/:id/cancel': 'courses.enrollments',
  'POST /api/staff/courses/enrollments/:id/move': 'courses.enrollments',
  'POST /api/staff/courses/enrollments/:id/check-in': 'courses.enrollments',
  'POST /api/staff/courses/certificates/:code/revoke': 'certificates.revoke',
  'POST /api/staff/posts/images': 'posts',
  'GET /api/staff/posts': 'posts',
  'POST /api/staff/posts': 'posts',
  'GET /api/staff/posts/:id': 'posts',
  'PUT /api/staff/posts/:id': 'posts',
  'DELETE /api/staff/posts/:id': 'posts',
  'POST /api/staff/posts/:id/publish': 'posts',
  'POST /api/staff/posts/:id/unpublish': 'posts',
  'POST /api/staff/posts/:id/revisions/:revision/restore': 'posts',
  'GET /api/staff/faq-sets': 'faq-sets',
  'POST /api/staff/faq-sets': 'faq-sets',
  'GET /api/staff/faq-sets/:key': 'faq-sets',
  'PUT /api/staff/faq-sets/:key': 'faq-sets',
  'DELETE /api/staff/faq-sets/:key': 'faq-sets',
  'GET /api/staff/backups': 'backups',
  'GET /api/staff/people': 'staff.manage',
  'POST /api/staff/people': 'staff.manage',
  'POST /api/staff/people/:id/role': 'staff.manage',
  'POST /api/staff/people/:id/disable': 'staff.manage',
  'POST /api/staff/people/:id/sign-out': 'staff.manage',
  'POST /api/staff/people/:id/second-factor/reset': 'staff.manage',
  'GET /api/staff/second-factor': 'signed-in',
  'POST /api/staff/second-factor/enrol': 'signed-in',
  'POST /api/staff/second-factor/confirm': 'signed-in',
  'POST /api/staff/second-factor/verify': 'signed-in',
  'POST /api/staff/second-factor/passkey/register-options': 'signed-in',
  'POST /api/staff/second-factor/passkey/register': 'signed-in',
  'POST /api/staff/second-factor/passkey/sign-in-options': 'signed-in',
  'POST /api/staff/second-factor/passkey/sign-in': 'signed-in',
  'GET /api/staff/second-factor/passkeys': 'signed-in',
  'POST /api/staff/second-factor/passkeys/:id/remove': 'signed-in',
  'GET /api/staff/access-log': 'access_log.read',
  'GET /api/staff/access-log.csv': 'access_log.read',
};

/**
 * The only calls a session may make before its second step (staff-second-factor.ts): learning which
 * step it is at, enrolling, and typing the code. Every other staff call answers 403 until then
 * (signing out is open to all).
 */
export const BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set([
  'GET /api/staff/second-factor',
  'POST /api/staff/second-factor/enrol',
  'POST /api/staff/second-factor/confirm',
  'POST /api/staff/second-factor/verify',
  'POST /api/staff/second-factor/passkey/register-options',
  'POST /api/staff/second-factor/passkey/register',
  'POST /api/staff/second-factor/passkey/sign-in-options',
  'POST /api/staff/second-factor/passkey/sign-in',
]);

/** The page of the second step: every other staff page sends a session that has not passed it here. */
export const SECOND_FACTOR_PAGE = '/staff/second-factor';

/**
 * Every staff page (the site's router, site/staff/staff-routes.tsx) and the permission it needs. Any
 * other /staff address is the staff's not-found page, shown to every signed-in member.
 */
export const STAFF_PAGES: readonly { path: string; access: CallAccess }[] = [
  { path: '/staff/signin', access: 'public' },
  { path: '/staff/set-password', access: 'public' },
  { path: '/staff/second-factor', access: 'signed-in' },
  { path: '/staff', access: 'leads.list' },
  { path: '/staff/leads/:kind/:id', access: 'leads.open' },
  { path: '/staff/results', access: 'results.read' },
  { path: '/staff/calendar', access: 'calendar.read' },
  { path: '/staff/courses', access: 'courses.read' },
  { path: '/staff/courses/:id', access: 'courses.read' },
  { path: '/staff/posts', access: 'posts' },
  { path: '/staff/posts/:id', access: 'posts' },
  { path: '/staff/faqs', access: 'faq-sets' },
  { path: '/staff/faqs/:key/:lang', access: 'faq-sets' },
  { path: '/staff/backups', access: 'backups' },
  { path: '/staff/people', access: 'staff.manage' },
  { path: '/staff/access-log', access: 'access_log.read' },
];

/** Each role's first page: where `/staff` and a refused page send it. */
export const STAFF_HOME: Record<StaffRole, string> = {
  owner: '/staff',
  front_desk: '/staff',
  practitioner: '/staff/calendar',
  marketing: '/staff/posts',
};

export function roleMay(role: StaffRole, access: CallAccess): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return (STAFF_PERMISSIONS[access].roles as readonly StaffRole[]).includes(role);
}

/** Whether the role holds the permission only for the patients it sees (a practitioner's leads). */
export function onlyOwnPatients(role: StaffRole, permission: StaffPermission): boolean {
  const entry: PermissionEntry = STAFF_PERMISSIONS[permission];
  return entry.ownPatientsOnly?.includes(role) ?? false;
}

/** Every permission the role holds: what the staff pages learn from `GET /api/staff/me`. */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) => roleMay(role, p));
}

/** `GET /api/staff/leads/:kind/:id` → its access; undefined for an address that is not in the table. */
export function callAccess(method: string, routeUrl: string): CallAccess | undefined {
  return STAFF_CALLS[`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`];
}

/** The page's access, matched as the router matches it (`:name` is one segment). */
export function pageAccess(page: string): CallAccess | undefined {
  const segments = page.split('/');
  for (const entry of STAFF_PAGES) {
    const pattern = entry.path.split('/');
    if (pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') ? segments[i] !== '' : part === segments[i])) return entry.access;
  }
  return undefined;
}

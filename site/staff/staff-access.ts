/**
 * What the signed-in staff member's role may use, as the server tells it (`GET /api/staff/me`,
 * from server/staff/staff-roles.ts): the staff pages show a link, a button or a form only when its
 * calls would be accepted, so no one meets a control that can only be refused. The server decides
 * either way; this only keeps dead controls out of sight. Until the answer arrives nothing gated shows.
 */
import { createContext, useContext } from 'react';

/** The server's permission names (server/staff/staff-roles.ts; tests/server/staff-roles.test.ts keeps the two equal). */
export const STAFF_PERMISSION_NAMES = [
  'leads.list',
  'leads.open',
  'leads.change',
  'leads.delete',
  'leads.export',
  'results.read',
  'calendar.read',
  'health_forms.status',
  'health_forms.open',
  'calendar.change',
  'bookings.confirm',
  'hours',
  'courses.read',
  'courses.roster-csv',
  'courses.enrollments',
  'courses.days',
  'certificates.revoke',
  'posts',
  'faq-sets',
  'backups',
  'staff.manage',
  'access_log.read',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSION_NAMES)[number];

export interface StaffAccess {
  /** the signed-in member's e-mail (a change to her own account says so) */
  email?: string;
  /** the role as people call it: 'Front desk' */
  roleName: string;
  permissions: ReadonlySet<string>;
  /** the role's first page */
  home: string;
}

export const StaffAccessContext = createContext<StaffAccess | undefined>(undefined);

/** Whether the signed-in member's role may use it; false while it is not known yet. */
export function useStaffMay(permission: StaffPermission): boolean {
  return useContext(StaffAccessContext)?.permissions.has(permission) ?? false;
}

/** Whether the role is known not to hold it (false while it is not known yet): for what replaces a control, not for hiding one. */
export function useStaffMayNot(permission: StaffPermission): boolean {
  const access = useContext(StaffAccessContext);
  return access !== undefined && !access.permissions.has(permission);
}

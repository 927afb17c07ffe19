/**
 * A staff page as a role sees it: the permissions the staff layout hands its pages from
 * `GET /api/staff/me` (site/staff/staff-access.ts), here given outright.
 */
import type { ReactNode } from 'react';
import { STAFF_PERMISSION_NAMES, StaffAccessContext, type StaffPermission } from '../../../site/staff/staff-access';

/** The page as a role holding these permissions (by default every one, as the owner) sees it. */
export function AsStaff({ permissions = STAFF_PERMISSION_NAMES, email, children }: { permissions?: readonly StaffPermission[]; email?: string; children: ReactNode }) {
  return <StaffAccessContext.Provider value={{ email, roleName: 'Owner', permissions: new Set(permissions), home: '/staff' }}>{children}</StaffAccessContext.Provider>;
}

/** The practitioner's permissions, as server/staff/staff-roles.ts gives them. */
export const PRACTITIONER: readonly StaffPermission[] = ['leads.open', 'calendar.read', 'health_forms.status', 'health_forms.open', 'calendar.change', 'hours'];
/** The front desk's calendar permissions: the health form's status, never its answers. */
export const FRONT_DESK_CALENDAR: readonly StaffPermission[] = ['calendar.read', 'health_forms.status', 'calendar.change', 'bookings.confirm', 'hours'];
/** Marketing's permissions. */
export const MARKETING: readonly StaffPermission[] = ['results.read', 'posts', 'faq-sets'];

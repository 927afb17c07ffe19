/**
 * The frame of every staff page: a plain bar with the clinic's name, who is signed in and Sign
 * out; no public header, footer or links. Who is signed in, and what the role may use, is asked of
 * the server after the page has loaded (the server-rendered page is the same for everyone, and is
 * never cached); the bar links only the pages of that role, and the pages read it (staff-access.ts).
 */
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../src/toast/toast-service';
import { DocumentMeta } from '../layout/document-meta';
import { useHydratedMark } from '../layout/use-hydrated-mark';
import { staffApi } from './staff-api';
import { staffCopy } from './staff-copy';
import { faqSetCopy } from './faqs/faq-set-copy';
import { postsCopy } from './posts/posts-copy';
import { backupsCopy } from './backups/backups-copy';
import { coursesCopy } from './courses/courses-copy';
import { peopleCopy } from './people/people-copy';
import { accessLogCopy } from './access-log/access-log-copy';
import { staffPasskeyCopy } from './staff-passkey-copy';
import { BackupWarning } from './backups/backup-warning';
import { StaffAccessContext, type StaffAccess, type StaffPermission } from './staff-access';
import '../../src/forms/forms.css';
import './staff.css';

/** pages without the bar: signing in (both steps) and setting a password */
const OPEN_PAGES = new Set(['/staff/signin', '/staff/set-password', '/staff/second-factor']);

export function StaffLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [access, setAccess] = useState<StaffAccess | undefined>(undefined);
  const open = OPEN_PAGES.has(pathname);
  useHydratedMark();

  useEffect(() => {
    if (open) {
      setEmail(undefined);
      setAccess(undefined);
      return;
    }
    let live = true;
    // A failure here is the page's to report: it makes its own call and says what went wrong.
    staffApi.me().then(
      (answer) => {
        if (!live) return;
        setEmail(answer.staff?.email);
        const staff = answer.staff;
        setAccess(staff ? { email: staff.email, roleName: staff.role_name ?? '', permissions: new Set(staff.permissions ?? []), home: staff.home ?? '/staff' } : undefined);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open]);

  // The inbox is not every role's: `/staff` (where sign-in lands) opens the role's first page instead.
  useEffect(() => {
    if (access && pathname === '/staff' && !access.permissions.has('leads.list')) void navigate(access.home, { replace: true });
  }, [access, pathname, navigate]);

  const may = (permission: StaffPermission) => access?.permissions.has(permission) ?? false;

  const signOut = async () => {
    try {
      await staffApi.logout();
    } catch {
      // signed out already, or the server is unreachable: the session ends on its own within 30 minutes
    }
    setEmail(undefined);
    setAccess(undefined);
    toastSuccess(staffCopy.signedOut);
    void navigate('/staff/signin');
  };

  return (
    <div className="staff">
      <DocumentMeta />
      <a className="skip-link" href="#staff-main">
        {staffCopy.skipToContent}
      </a>
      <header className="staff-bar">
        <div className="staff-bar__inner">
          <Link className="staff-bar__brand" to="/staff">
            {staffCopy.brand}
          </Link>
          {email && access && (
            <nav className="staff-bar__nav" aria-label={staffCopy.nav.label}>
              {may('leads.list') && (
                <NavLink to="/staff" end>
                  {staffCopy.nav.inbox}
                </NavLink>
              )}
              {may('results.read') && <NavLink to="/staff/results">{staffCopy.nav.results}</NavLink>}
              {may('faq-sets') && <NavLink to="/staff/faqs">{faqSetCopy.nav}</NavLink>}
              {may('calendar.read') && <NavLink to="/staff/calendar">{staffCopy.nav.calendar}</NavLink>}
              {may('courses.read') && <NavLink to="/staff/courses">{coursesCopy.nav}</NavLink>}
              {may('posts') && <NavLink to="/staff/posts">{postsCopy.nav}</NavLink>}
              {may('backups') && <NavLink to="/staff/backups">{backupsCopy.nav}</NavLink>}
              {may('staff.manage') && <NavLink to="/staff/people">{peopleCopy.nav}</NavLink>}
              {may('access_log.read') && <NavLink to="/staff/access-log">{accessLogCopy.nav}</NavLink>}
            </nav>
          )}
          {email && (
            <div className="staff-bar__who">
              <span className="staff-bar__email">
                <span className="visually-hidden">{staffCopy.signedInAs} </span>
                {email}
              </span>
              {access?.roleName && <span className="staff-bar__role">{access.roleName}</span>}
              <Link className="staff-button staff-button--quiet" to="/staff/second-factor">
                {staffPasskeyCopy.nav}
              </Link>
              <button type="button" className="staff-button staff-button--quiet" onClick={() => void signOut()}>
                {staffCopy.signOut}
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        <StaffAccessContext.Provider value={access}>
          {access?.permissions.has('backups') && <BackupWarning signedIn={email !== undefined} />}
          <Outlet />
        </StaffAccessContext.Provider>
      </main>
    </div>
  );
}

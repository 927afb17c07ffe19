/**
 * The frame of every staff page: a plain bar with the clinic's name, who is signed in and Sign
 * out; no public header, footer or links. Who is signed in is asked of the server after the page
 * has loaded (the server-rendered page is the same for everyone, and is never cached).
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
import { BackupWarning } from './backups/backup-warning';
import '../../src/forms/forms.css';
import './staff.css';

const OPEN_PAGES = new Set(['/staff/signin', '/staff/set-password']);

export function StaffLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | undefined>(undefined);
  const open = OPEN_PAGES.has(pathname);
  useHydratedMark();

  useEffect(() => {
    if (open) {
      setEmail(undefined);
      return;
    }
    let live = true;
    // A failure here is the page's to report: it makes its own call and says what went wrong.
    staffApi.me().then(
      (answer) => {
        if (live) setEmail(answer.staff?.email);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open]);

  const signOut = async () => {
    try {
      await staffApi.logout();
    } catch {
      // signed out already, or the server is unreachable: the session ends on its own within 30 minutes
    }
    setEmail(undefined);
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
          {email && (
            <nav className="staff-bar__nav" aria-label={staffCopy.nav.label}>
              <NavLink to="/staff" end>
                {staffCopy.nav.inbox}
              </NavLink>
              <NavLink to="/staff/results">{staffCopy.nav.results}</NavLink>
              <NavLink to="/staff/faqs">{faqSetCopy.nav}</NavLink>
              <NavLink to="/staff/calendar">{staffCopy.nav.calendar}</NavLink>
              <NavLink to="/staff/courses">{coursesCopy.nav}</NavLink>
              <NavLink to="/staff/posts">{postsCopy.nav}</NavLink>
              <NavLink to="/staff/backups">{backupsCopy.nav}</NavLink>
            </nav>
          )}
          {email && (
            <div className="staff-bar__who">
              <span className="staff-bar__email">
                <span className="visually-hidden">{staffCopy.signedInAs} </span>
                {email}
              </span>
              <button type="button" className="staff-button staff-button--quiet" onClick={() => void signOut()}>
                {staffCopy.signOut}
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        <BackupWarning signedIn={email !== undefined} />
        <Outlet />
      </main>
    </div>
  );
}

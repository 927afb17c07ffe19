/**
 * What a staff page does when a call fails: a session that ended (401) goes back to the sign-in
 * page, keeping the page to return to; anything else is toasted.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toastError } from '../../src/toast/toast-service';
import { staffCopy } from './staff-copy';
import { staffFailure } from './staff-api';

export function signInPathFor(next: string): string {
  return next === '/staff' ? '/staff/signin' : `/staff/signin?next=${encodeURIComponent(next)}`;
}

export function useStaffFailure(): (err: unknown) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (err: unknown) => {
      const failure = staffFailure(err);
      if (failure.status === 401) {
        toastError(staffCopy.sessionEnded);
        void navigate(signInPathFor(location.pathname + location.search), { replace: true });
        return;
      }
      toastError(failure.status === 0 ? staffCopy.networkError : (failure.message ?? staffCopy.genericError));
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * What a staff page shows for its address's query (the inbox's filters, the results page's days):
 * fetched again whenever the query changes. The last answer stays on screen, marked busy, until the
 * new one arrives; a failure goes to the staff failure handler (signed out, offline).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStaffFailure } from './use-staff-failure';

type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T; search: string } | { state: 'failed' };

export interface SearchData<T> {
  /** the latest answer, perhaps for an earlier query while `busy` */
  data?: T;
  /** nothing has arrived yet */
  loading: boolean;
  /** a query is on its way */
  busy: boolean;
}

export function useSearchData<T>(load: (search: string) => Promise<T>): SearchData<T> {
  const { search } = useLocation();
  const onFailure = useStaffFailure();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    load(search).then(
      (data) => {
        if (live) setLoaded({ state: 'ready', data, search });
      },
      (err: unknown) => {
        if (!live) return;
        setLoaded({ state: 'failed' });
        onFailure(err);
      },
    );
    return () => {
      live = false;
    };
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    data: loaded.state === 'ready' ? loaded.data : undefined,
    loading: loaded.state === 'loading',
    busy: loaded.state === 'loading' || (loaded.state === 'ready' && loaded.search !== search),
  };
}

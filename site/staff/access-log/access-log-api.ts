/** The access log's calls (owners only, permission 'access_log.read'): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { AccessLogAnswer } from './access-log-types';

export const accessLogApi = {
  /** `search`: the page's query (staff, from, to, cursor), as the address holds it */
  page: async (search: string) => (await staffHttp.get<AccessLogAnswer>(`/api/staff/access-log${search}`)).data,
  /** the download's address, with the filters (never the page's cursor: the file holds every matching row) */
  csvPath: (search: string) => {
    const params = new URLSearchParams(search);
    params.delete('cursor');
    const query = params.toString();
    return `/api/staff/access-log.csv${query ? `?${query}` : ''}`;
  },
};

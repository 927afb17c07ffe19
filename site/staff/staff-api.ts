/**
 * The staff pages' HTTP client: cookies included and, on every call, the staff XSRF cookie echoed
 * in its own header (visitors' XSRF-TOKEN is a different cookie for a different session). Any
 * non-2xx answer rejects; `staffFailure` turns that into what the page shows.
 */
import redaxios from 'redaxios';
import type { EnrolAnswer, EnrolledAnswer, PasskeyListAnswer, InboxFilterValues, LeadListResponse, LeadResponse, ResultsResponse, StaffAnswer } from './staff-types';
import type { StaffLeadKind } from './staff-copy';

/** the staff client itself, for the calls of a room of its own (calendar/calendar-api.ts) */
export const staffHttp = redaxios.create({
  withCredentials: true,
  xsrfCookieName: 'STAFF-XSRF-TOKEN',
  xsrfHeaderName: 'X-Staff-XSRF-Token',
  validateStatus: (status: number) => status >= 200 && status < 300,
});

export interface StaffFailure {
  /** 0 when no answer came back */
  status: number;
  message?: string;
  errors?: Record<string, string>;
}

export function staffFailure(err: unknown): StaffFailure {
  if (err && typeof err === 'object' && 'status' in err && typeof (err as { status: unknown }).status === 'number') {
    const r = err as { status: number; data?: unknown };
    const data = r.data && typeof r.data === 'object' ? (r.data as StaffAnswer) : undefined;
    return { status: r.status, message: data?.message, errors: data?.errors };
  }
  return { status: 0 };
}

const leadPath = (kind: StaffLeadKind, id: number) => `/api/staff/leads/${kind}/${id}`;

export const staffApi = {
  login: async (email: string, password: string) => (await staffHttp.post<StaffAnswer>('/api/staff/login', { email, password })).data,
  logout: async () => (await staffHttp.post<StaffAnswer>('/api/staff/logout', {})).data,
  me: async () => (await staffHttp.get<StaffAnswer>('/api/staff/me')).data,
  secondFactor: async () => (await staffHttp.get<StaffAnswer>('/api/staff/second-factor')).data,
  enrol: async () => (await staffHttp.post<EnrolAnswer>('/api/staff/second-factor/enrol', {})).data,
  confirmEnrolment: async (code: string) => (await staffHttp.post<EnrolledAnswer>('/api/staff/second-factor/confirm', { code })).data,
  passkeys: async () => (await staffHttp.get<PasskeyListAnswer>('/api/staff/second-factor/passkeys')).data,
  removePasskey: async (id: number) => (await staffHttp.post<StaffAnswer>(`/api/staff/second-factor/passkeys/${id}/remove`, {})).data,
  verifyCode: async (code: string) => (await staffHttp.post<StaffAnswer>('/api/staff/second-factor/verify', { code })).data,
  setPassword: async (body: { token: string; email: string; password: string; confirm_password: string }) =>
    (await staffHttp.post<StaffAnswer>('/api/staff/set-password', body)).data,
  leads: async (search: string) => (await staffHttp.get<LeadListResponse>(`/api/staff/leads${search}`)).data,
  results: async (search: string) => (await staffHttp.get<ResultsResponse>(`/api/staff/lead-sources/results${search}`)).data,
  lead: async (kind: StaffLeadKind, id: number) => (await staffHttp.get<LeadResponse>(leadPath(kind, id))).data,
  change: async (kind: StaffLeadKind, id: number, changes: { status?: string; note?: string }) =>
    (await staffHttp.patch<LeadResponse>(leadPath(kind, id), changes)).data,
  remove: async (kind: StaffLeadKind, id: number) => (await staffHttp.delete<StaffAnswer>(leadPath(kind, id))).data,
  /** the CSV file of the filtered leads, and the name the server gave it */
  exportCsv: async (filters: InboxFilterValues) => {
    const res = await staffHttp.post<Blob>('/api/staff/leads/export', filters, { responseType: 'blob' });
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leads.csv';
    return { blob: res.data, name };
  },
};

/** The staff management calls (docs/product/api.md "Staff management"): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { PeopleAnswer, PeopleChangedAnswer } from './people-types';

const personPath = (id: number, action: string) => `/api/staff/people/${id}/${action}`;

export const peopleApi = {
  list: async () => (await staffHttp.get<PeopleAnswer>('/api/staff/people')).data,
  invite: async (email: string, role: string) => (await staffHttp.post<PeopleChangedAnswer>('/api/staff/people', { email, role })).data,
  changeRole: async (id: number, role: string, myself: boolean) => (await staffHttp.post<PeopleChangedAnswer>(personPath(id, 'role'), { role, myself })).data,
  disable: async (id: number, myself: boolean) => (await staffHttp.post<PeopleChangedAnswer>(personPath(id, 'disable'), { myself })).data,
  signOut: async (id: number, myself: boolean) => (await staffHttp.post<PeopleChangedAnswer>(personPath(id, 'sign-out'), { myself })).data,
  resetSecondFactor: async (id: number, myself: boolean) => (await staffHttp.post<PeopleChangedAnswer>(personPath(id, 'second-factor/reset'), { myself })).data,
};

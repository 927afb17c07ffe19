/**
 * The editor's calls (server/blog/post-routes.ts), with the staff XSRF header like every staff
 * call (site/staff/staff-api.ts) and the post's version as If-Match on every change, so a save made
 * from a stale version answers 409 instead of overwriting a colleague's.
 */
import redaxios from 'redaxios';
import type { PostFields, PostReply, PostSummary, UploadedImage } from './post-types';

const http = redaxios.create({
  withCredentials: true,
  xsrfCookieName: 'STAFF-XSRF-TOKEN',
  xsrfHeaderName: 'X-Staff-XSRF-Token',
  validateStatus: (status: number) => status >= 200 && status < 300,
});

const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

export const postsApi = {
  list: async () => (await http.get<{ posts: PostSummary[] }>('/api/staff/posts')).data.posts,
  get: async (id: number) => (await http.get<PostReply>(`/api/staff/posts/${id}`)).data,
  create: async (fields: PostFields) => (await http.post<PostReply>('/api/staff/posts', fields)).data,
  save: async (id: number, version: number, fields: PostFields) => (await http.put<PostReply>(`/api/staff/posts/${id}`, fields, ifMatch(version))).data,
  /** `at` in ms (absent = now); `post`: the editor's unsaved fields, saved and released in one step */
  publish: async (id: number, version: number, at?: number, post?: PostFields) =>
    (await http.post<PostReply>(`/api/staff/posts/${id}/publish`, { ...(at === undefined ? {} : { at }), ...(post ? { post } : {}) }, ifMatch(version))).data,
  unpublish: async (id: number, version: number) => (await http.post<PostReply>(`/api/staff/posts/${id}/unpublish`, {}, ifMatch(version))).data,
  restore: async (id: number, revision: number, version: number) => (await http.post<PostReply>(`/api/staff/posts/${id}/revisions/${revision}/restore`, {}, ifMatch(version))).data,
  uploadImage: async (file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return (await http.post<{ image: UploadedImage }>('/api/staff/posts/images', form)).data.image;
  },
};

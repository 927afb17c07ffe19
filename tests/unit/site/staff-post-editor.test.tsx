/**
 * The post editor (/staff/posts/:id, docs/product/screens.md "Blog posts") against a stand-in of
 * the staff post calls: 'Publish now' and 'Schedule' release what the editor holds (its unsaved
 * fields go with the release, with the version they were edited from), the toolbar's Link asks
 * for the address before it writes a link, and neither posts page is a second `main` inside the
 * staff layout's (site/staff/staff-layout.tsx).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StaffPostEditorPage } from '../../../site/staff/posts/staff-post-editor-page';
import { StaffPostsPage } from '../../../site/staff/posts/staff-posts-page';
import { toasts } from './account-fixtures';

type Sent = { method: string; path: string; body: unknown; headers: Record<string, string> };
let sent: Sent[] = [];
let routes: Record<string, (body: unknown) => { status: number; body: unknown }> = {};

const saved = {
  id: 5,
  title: 'Neck tightening: what to expect',
  slug: 'neck-tightening',
  language: 'en',
  state: 'draft',
  published_at: null,
  updated_at: 1,
  translation_of: null,
  path: '/blog/neck-tightening',
  version: 3,
  translation_of_id: null,
  translated_by: null,
  meta_description: 'How a neck treatment goes.',
  image: '/images/blog/endolift-cover.jpg',
  image_alt: 'A clinician beside a patient',
  body: 'The old words.',
  html: '<p>The old words.</p>\n',
  seeded_html: false,
  old_slugs: [],
  created_at: 1,
};
const replyOf = (post: typeof saved, message?: string) => ({ success: true, ...(message ? { message } : {}), post, revisions: [], audit: [] });

beforeEach(() => {
  sent = [];
  routes = {
    'GET /api/staff/posts': () => ({ status: 200, body: { success: true, posts: [] } }),
    'GET /api/staff/posts/5': () => ({ status: 200, body: replyOf(saved) }),
    'POST /api/staff/posts/5/publish': (body) => {
      const fields = (body as { post?: Partial<typeof saved> }).post ?? {};
      return { status: 200, body: replyOf({ ...saved, ...fields, state: 'published', version: saved.version + (fields.body ? 2 : 1) }, 'The post is published.') };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = new URL(url, 'http://x').pathname;
      sent.push({ method, path, body, headers: init.headers ?? {} });
      const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: { success: false, message: 'none' } };
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
});

const open = async () => {
  render(<RouterProvider router={createMemoryRouter([{ path: '/staff/posts/:id', element: <StaffPostEditorPage /> }], { initialEntries: ['/staff/posts/5'] })} />);
  const body = await screen.findByRole('textbox', { name: 'Body (Markdown)' });
  await waitFor(() => expect((body as HTMLTextAreaElement).value).toBe('The old words.'));
  return body as HTMLTextAreaElement;
};
const published = () => sent.filter((r) => r.method === 'POST' && r.path === '/api/staff/posts/5/publish');

describe('the post editor', () => {
  it("'Publish now' releases the body in the editor, not the last saved one: the fields go with the release, with the version they were edited from", async () => {
    const body = await open();
    fireEvent.change(body, { target: { value: 'The new words, as typed.' } });
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('The new words, as typed.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(toasts()).toContain('The post is published.'));
    expect(published()).toHaveLength(1);
    expect(published()[0]?.headers['if-match']).toBe('"3"');
    expect(published()[0]?.body).toEqual({
      post: {
        title: 'Neck tightening: what to expect',
        slug: 'neck-tightening',
        language: 'en',
        translation_of: null,
        meta_description: 'How a neck treatment goes.',
        image: '/images/blog/endolift-cover.jpg',
        image_alt: 'A clinician beside a patient',
        body: 'The new words, as typed.',
      },
    });
    // nothing was saved apart from the release
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await waitFor(() => expect(screen.getByText('State: Published')).toBeTruthy());
  });

  it("'Publish now' with nothing changed releases the saved version as it is", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(published()[0]?.body).toEqual({});
    expect(published()[0]?.headers['if-match']).toBe('"3"');
  });

  it("'Schedule' sends the edited fields with the release time too", async () => {
    const body = await open();
    fireEvent.change(body, { target: { value: 'Scheduled words.' } });
    fireEvent.change(screen.getByLabelText('Release on (this computer’s clock)'), { target: { value: '2031-05-04T10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(published()[0]?.body).toMatchObject({ at: new Date('2031-05-04T10:30').getTime(), post: { body: 'Scheduled words.' } });
  });

  it('asks for the address before Link writes a link, refuses an empty one, and links the selected words', async () => {
    const body = await open();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    body.setSelectionRange(4, 7);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Address of the link' });
    // nothing is written until the address is given
    expect(body.value).toBe('The old words.');
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type the whole address, like https://example.com or /consultation.');
    expect(body.value).toBe('The old words.');
    fireEvent.change(address, { target: { value: 'https://clinic.example/neck' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(body.value).toBe('The [old](https://clinic.example/neck) words.');
    expect(screen.queryByRole('textbox', { name: 'Address of the link' })).toBeNull();
    // Enter in the address inserted the link; it did not save the post
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('is no second main landmark: the staff layout’s main holds the editor and the list', async () => {
    await open();
    expect(document.querySelectorAll('main')).toHaveLength(0);
    expect(document.getElementById('staff-main')).toBeNull();
    cleanup();
    render(<RouterProvider router={createMemoryRouter([{ path: '/staff/posts', element: <StaffPostsPage /> }], { initialEntries: ['/staff/posts'] })} />);
    await screen.findByRole('heading', { level: 1, name: 'Blog posts' });
    expect(document.querySelectorAll('main')).toHaveLength(0);
  });
});

/** GET /api/blog-list and /api/blog-details/:slug, on the posts seeded at first start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../src/api/api-types';
import { seedPosts } from '../../server/blog/seed-posts';
import { seedBlogOnce } from '../../server/blog/blog-seed';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

describe.each(dialects)('blog (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { ALLOWED_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every seeded post, newest first, enough for "View More" (6, then 3 more)', async () => {
    const res = await t.client().get<{ success: boolean; blogs: BlogPost[] }>('/api/blog-list');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { blogs } = res.body;
    expect(blogs.length).toBe(seedPosts.length);
    expect(blogs.length).toBeGreaterThanOrEqual(10);
    const dates = blogs.map((b) => b.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const b of blogs) {
      expect(b).toMatchObject({ slug: expect.any(String), title: expect.any(String), image: expect.any(String), meta_description: expect.any(String) });
      expect(b.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(blogs.some((b) => b.description.includes('<table'))).toBe(true);
  });

  it('returns one post with its sanitised HTML and its JSON-LD pointing at this site', async () => {
    const seed = seedPosts[0]!;
    const res = await t.client().get<{ success: boolean; blog: BlogPost }>(`/api/blog-details/${seed.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { blog } = res.body;
    expect(blog).toMatchObject({ slug: seed.slug, title: seed.title, image: seed.image, meta_description: seed.meta_description, release_date: seed.release_date });
    const schema = blog.meta_schema as {
      url: string;
      image: string;
      mainEntityOfPage: { '@id': string };
      publisher: { name: string; logo: { url: string } };
    };
    expect(schema.url).toBe(`${t.baseUrl}/blog/${seed.slug}`);
    expect(schema.mainEntityOfPage['@id']).toBe(`${t.baseUrl}/blog/${seed.slug}`);
    expect(schema.publisher.name).toBe('Endolift Miami');
    expect(schema.publisher.logo.url).toBe(`${t.baseUrl}/images/logo.svg`);
    expect(schema.image).toBe(`${t.baseUrl}${seed.image}`);
  });

  it('answers an unknown slug with 404 JSON', async () => {
    for (const slug of ['no-such-post', '..%2F..%2Fetc%2Fpasswd', `x${'y'.repeat(90)}`, "'%20OR%201=1--"]) {
      const res = await t.client().get(`/api/blog-details/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'This article could not be found.' });
    }
    const overlong = await t.client().get(`/api/blog-details/${'y'.repeat(500)}`);
    expect(overlong.status).toBe(414);
    expect(overlong.body).toEqual({ success: false, message: 'This address is too long.' });
    const malformed = await t.client().get('/api/blog-details/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'This address is not valid.' });
  });

  it('sanitises HTML before it is stored: scripts and handlers go, tables stay', async () => {
    const { db } = t.app;
    await db.deleteFrom('app_meta').where('key', '=', 'blog_seeded_at').execute();
    const seeded = await seedBlogOnce(db, [
      {
        ...seedPosts[0]!,
        slug: 'hostile-post',
        description: '<p onclick="steal()">Hi<script>alert(1)</script></p><table><tr><td colspan="2">cell</td></tr></table><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
      },
    ]);
    expect(seeded).toBe(true);
    const row = await db.selectFrom('blog_posts').select('description').where('slug', '=', 'hostile-post').executeTakeFirstOrThrow();
    expect(row.description).toBe('<p>Hi</p><table><tr><td colspan="2">cell</td></tr></table><a>x</a>');
  });

  it('seeds once per database: posts the clinic removes do not come back on restart', async () => {
    const slug = seedPosts[1]!.slug;
    await t.app.db.deleteFrom('blog_posts').where('slug', '=', slug).execute();
    expect(await seedBlogOnce(t.app.db)).toBe(false);
    expect((await t.client().get(`/api/blog-details/${slug}`)).status).toBe(404);
  });

  it('allows partner origins to read the blog, with credentials', async () => {
    const res = await t.client({ origin: 'https://partner.example' }).get('/api/blog-list');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('provides app.blog to the server-rendered pages with the same posts', async () => {
    const posts = await t.app.blog!.list();
    const api = await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list');
    expect(posts).toEqual(api.body.blogs);
    expect(await t.app.blog!.get('no-such-post')).toBeNull();
  });
});

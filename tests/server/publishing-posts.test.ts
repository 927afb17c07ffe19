/**
 * Staff publishing (server/blog/): posts as drafts, saves guarded by ETag/If-Match (the second
 * of two editors gets 409 and the first's text stays), revisions with restore, the audit log,
 * publishing now or at a later minute (the clock moves; the blog's revision follows with no write),
 * translations linked both ways in the sitemap, renamed slugs answering 301, hostile Markdown
 * that never reaches the public API as anything executable, and post pictures named by 128 random
 * bits that visitors get only while a live post shows them (staff always, never cached). On SQLite
 * and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m050 from '../../server/db/migrations/050-publishing-posts';
import * as m051 from '../../server/db/migrations/051-post-images';
import * as m055 from '../../server/db/migrations/055-faq-sets';
import * as m060 from '../../server/db/migrations/060-post-image-names';
import * as m061 from '../../server/db/migrations/061-mail-about';
import * as m065 from '../../server/db/migrations/065-proof-of-work';
import * as m070 from '../../server/db/migrations/070-backup-runs';
import * as m075 from '../../server/db/migrations/075-courses';
import * as m085 from '../../server/db/migrations/085-certificates';
import * as m090 from '../../server/db/migrations/090-appointment-zone';
import * as m095 from '../../server/db/migrations/095-staff-roles';
import * as m100 from '../../server/db/migrations/100-account-care';
import * as m105 from '../../server/db/migrations/105-staff-audit';
import * as m110 from '../../server/db/migrations/110-staff-second-factor';
import * as m115 from '../../server/db/migrations/115-access-log';
import * as m120 from '../../server/db/migrations/120-health-forms';
import * as m125 from '../../server/db/migrations/125-aftercare';
import * as m130 from '../../server/db/migrations/130-staff-passkeys';
import * as m135 from '../../server/db/migrations/135-health-form-care';
import * as m140 from '../../server/db/migrations/140-medical-record-keeping';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { hasGpsExif, makeJpeg, makeNoiseJpeg, makePixelFloodJpeg } from './helpers/images';
import type { BlogPost } from '../../src/api/api-types';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';
import { registerAndSignIn } from './helpers/accounts';
import { newStaffMember, type StaffMember } from './staff-fixtures';

interface PostDetail {
  id: number;
  title: string;
  slug: string;
  language: 'en' | 'es';
  state: 'draft' | 'scheduled' | 'published';
  published_at: number | null;
  translation_of: string | null;
  translation_of_id: number | null;
  translated_by: { id: number; slug: string; language: string } | null;
  body: string;
  html: string;
  path: string;
  version: number;
  old_slugs: string[];
  image: string;
  image_alt: string;
}
interface PostReply {
  success: boolean;
  message?: string;
  post: PostDetail;
  revisions: { id: number; version: number; title: string; actor: string }[];
  audit: { actor: string; action: string; detail: string; created_at: number }[];
  errors?: Record<string, string>;
}

const MINUTE = 60_000;
/** a live post's picture: an address never changes its bytes */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface UploadReply {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  image: { name: string; path: string; width: number; height: number; srcset_webp: string; srcset_jpeg: string };
}
const cover = { image: '/images/blog/endolift-cover.jpg', image_alt: 'A clinician holding the Endolift fibre beside a patient’s jawline' };

function draft(overrides: Record<string, unknown> = {}) {
  return { title: 'Neck tightening: what to expect', language: 'en', meta_description: 'How a neck treatment goes, week by week.', body: '## Week one\n\nSome swelling.', ...cover, ...overrides };
}

describe.each(dialects)('publishing posts (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  let ana: StaffMember;
  let ben: StaffMember;

  const create = async (body: Record<string, unknown>) => ana.call<PostReply>('POST', '/api/staff/posts', body);
  const save = (who: StaffMember, id: number, version: number, body: Record<string, unknown>) =>
    who.call<PostReply>('PUT', `/api/staff/posts/${id}`, body, { 'if-match': `"${version}"` });
  const publish = (id: number, at?: number) => ana.call<PostReply>('POST', `/api/staff/posts/${id}/publish`, at === undefined ? {} : { at });
  const publicList = async (lang: 'en' | 'es') => (await t.client().get<{ blogs: BlogPost[] }>(`/api/blog-list?lang=${lang}`)).body.blogs;
  const details = (slug: string) => t.client().get<{ success: boolean; blog: BlogPost }>(`/api/blog-details/${slug}`);
  const upload = (bytes: Buffer, name: string, type: string, who: StaffMember = ana) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const xsrf = who.client.cookies.get('STAFF-XSRF-TOKEN') ?? '';
    return who.client.postForm<UploadReply>('/api/staff/posts/images', form, { 'x-staff-xsrf-token': xsrf });
  };
  const uploaded = async (width: number, height: number) => {
    const res = await upload(await makeJpeg({ width, height }), 'picture.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    return res.body.image;
  };
  /** A picture's address as a browser asks for it (with the client's cookies, if any), its bytes as sent. */
  const file = async (address: string, client?: TestClient) => {
    const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    const res = await fetch(`${t.baseUrl}${address}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** What a visitor gets for an address with no picture, or one no live post shows: the same 404, kept by no cache. */
  const expectMissing = async (address: string, client?: TestClient) => {
    const res = await file(address, client);
    expect([res.status, res.cacheControl, res.type], address).toEqual([404, 'no-store', 'application/json; charset=utf-8']);
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({ success: false, message: `No such endpoint: GET ${address}` });
  };
  /** Every file of an uploaded picture: each width in WebP and JPEG, and its largest under the full name. */
  const filesOf = (image: UploadReply['image']) => [
    image.path,
    ...[...image.srcset_webp.matchAll(/(\S+) \d+w/g), ...image.srcset_jpeg.matchAll(/(\S+) \d+w/g)].map((m) => m[1]!),
  ];

  beforeAll(async () => {
    // a stand-in dist/: the sitemap and the page route's redirects need the site plugin, not a build
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'site/client'), { recursive: true });
    t = await startTestApp(dialect, { site: true, overrides: { distDir: dist } });
    ana = await newStaffMember(t);
    ben = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('creates a draft with a slug from the title, its first revision and an audit line; visitors do not see it', async () => {
    const res = await create(draft({ title: 'Cómo funciona el láser: guía', language: 'es', body: 'Hola' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.body.message).toBe('The post has been created as a draft.');
    expect(res.body.post).toMatchObject({ slug: 'como-funciona-el-laser-guia', language: 'es', state: 'draft', published_at: null, path: '/es/blog/como-funciona-el-laser-guia', body: 'Hola', html: '<p>Hola</p>\n', version: 1 });
    expect(res.body.revisions).toEqual([expect.objectContaining({ version: 1, title: 'Cómo funciona el láser: guía', actor: ana.email })]);
    expect(res.body.audit).toEqual([expect.objectContaining({ actor: ana.email, action: 'created', detail: 'es como-funciona-el-laser-guia' })]);
    expect((await details('como-funciona-el-laser-guia')).status).toBe(404);
    expect((await publicList('es')).map((p) => p.slug)).not.toContain('como-funciona-el-laser-guia');
    const list = await ana.call<{ posts: { slug: string; state: string }[] }>('GET', '/api/staff/posts');
    expect(list.body.posts).toContainEqual(expect.objectContaining({ slug: 'como-funciona-el-laser-guia', state: 'draft' }));
    // the seeded posts are there too, published
    expect(list.body.posts.filter((p) => p.state === 'published').length).toBeGreaterThanOrEqual(10);
  });

  it('keeps slugs unique: a derived slug gets -2, a typed one already taken is refused', async () => {
    const first = await create(draft({ title: 'Same title here' }));
    const second = await create(draft({ title: 'Same title here' }));
    expect(first.body.post.slug).toBe('same-title-here');
    expect(second.body.post.slug).toBe('same-title-here-2');
    const typed = await create(draft({ title: 'Another', slug: 'same-title-here' }));
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ slug: 'Another post already has this address. Please choose another.' });
    const bad = await create(draft({ slug: 'Not A Slug!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.slug).toBe('Use lower-case letters, digits and single hyphens only (like "neck-treatment-guide").');
  });

  it('refuses malformed and hostile requests with JSON, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ ...draft(), title: 'x'.repeat(201) }, 'title'],
      [{ ...draft(), language: 'fr' }, 'language'],
      [{ ...draft(), image: 'javascript:alert(1)' }, 'image'],
      [{ ...draft(), image: '//evil.example/x.jpg' }, 'image'],
      [{ ...draft(), image_alt: '' }, 'image_alt'],
      [{ ...draft(), body: 'x'.repeat(50_001) }, 'body'],
      [{ ...draft(), translation_of: 'abc' }, 'translation_of'],
      [{ ...draft(), translation_of: 99_999_999_999 }, 'translation_of'],
      [{ ...draft(), title: { $ne: 1 } }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(body).slice(0, 80)).toEqual(expect.any(String));
    }
    const array = await create([1, 2] as unknown as Record<string, unknown>);
    expect(array.status).toBe(400);
    expect(array.body.success).toBe(false);
    const notJson = await ana.client.request('/api/staff/posts', { method: 'POST', body: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-staff-xsrf-token': ana.client.cookies.get('STAFF-XSRF-TOKEN') ?? '' } });
    expect(notJson.status).toBe(415);
    const nul = await ana.call('GET', '/api/staff/posts/1%00');
    expect([400, 404]).toContain(nul.status);
    expect(nul.body.success).toBe(false);
    for (const id of ['abc', '0', '99999999999', '-1', '1.5']) {
      const res = await ana.call('GET', `/api/staff/posts/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'This post could not be found. It may have been deleted.' });
    }
    expect((await t.client().get('/api/staff/posts')).status).toBe(401);
    // a change without the staff XSRF header
    const forged = await ana.client.post('/api/staff/posts', draft());
    expect(forged.status).toBe(403);
  });

  it('renders hostile Markdown to HTML with no script, event handler, javascript: URL or SVG', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[click2](JAVASCRIPT:alert(4))',
      '![pic](javascript:alert(5))',
      '<svg><script>alert(6)</script></svg>',
      '<a href="javascript:alert(7)">a</a>',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(9))">x</p>',
      '# Heading',
    ].join('\n\n');
    const made = await create(draft({ title: 'Hostile body test', body: hostile }));
    expect(made.status).toBe(201);
    const published = await publish(made.body.post.id);
    expect(published.body.post.state).toBe('published');
    const page = await details('hostile-body-test');
    expect(page.status).toBe(200);
    const html = page.body.blog.description;
    // every real tag: none is a script, SVG or frame, none has a handler, style or foreign URL
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags) {
      expect(tag).not.toMatch(/^<(script|svg|iframe|object|embed|style)/i);
      expect(tag).not.toMatch(/\son\w+=|style=|javascript:|data:/i);
    }
    // typed HTML shows as text, and the post's own headings start at h2 under its title
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).not.toContain('<h1');
  });

  it('needs a cover with its description to publish', async () => {
    const made = await create(draft({ title: 'No cover yet', image: '', image_alt: '' }));
    expect(made.status).toBe(201);
    const res = await publish(made.body.post.id);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ image: 'Please add a cover image and its description before publishing.' });
  });

  it('publishes what the editor holds: its fields are saved and released in one step, with the version check', async () => {
    const made = await create(draft({ title: 'Publish the editor', body: 'The saved words.' }));
    const id = made.body.post.id;
    const releaseWith = (version: number | undefined, post: Record<string, unknown>) =>
      ana.call<PostReply>('POST', `/api/staff/posts/${id}/publish`, { post }, version === undefined ? {} : { 'if-match': `"${version}"` });

    // the fields must name the version they were edited from
    expect((await releaseWith(undefined, draft({ title: 'Publish the editor', body: 'Typed words.' }))).status).toBe(428);
    // a refused field or a missing cover releases nothing and saves nothing
    const noCover = await releaseWith(1, draft({ title: 'Publish the editor', body: 'Typed words.', image: '', image_alt: '' }));
    expect(noCover.status).toBe(400);
    expect(noCover.body.errors).toEqual({ image: 'Please add a cover image and its description before publishing.' });
    const badSlug = await releaseWith(1, draft({ title: 'Publish the editor', slug: 'Not A Slug!' }));
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors?.slug).toBe('Use lower-case letters, digits and single hyphens only (like "neck-treatment-guide").');
    const untouched = await t.app.db.selectFrom('blog_posts').select(['body_markdown', 'status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ body_markdown: 'The saved words.', status: 'draft', version: 1 });

    const released = await releaseWith(1, draft({ title: 'Publish the editor', body: 'The words on screen.' }));
    expect(released.status).toBe(200);
    expect(released.body.message).toBe('The post is published.');
    expect(released.body.post).toMatchObject({ state: 'published', body: 'The words on screen.', version: 3 });
    expect(released.headers.get('etag')).toBe('"3"');
    expect(released.body.audit.map((a) => a.action)).toEqual(['published', 'saved', 'created']);
    expect(released.body.revisions.map((r) => r.version)).toEqual([2, 1]);
    const page = await details(made.body.post.slug);
    expect(page.status).toBe(200);
    expect(page.body.blog.description).toBe('<p>The words on screen.</p>\n');

    // a colleague saved since: the stale release writes nothing, and the live post stays as it was
    await save(ben, id, 3, draft({ title: 'Publish the editor', body: 'Ben’s words.' }));
    const stale = await releaseWith(3, draft({ title: 'Publish the editor', body: 'Ana’s late words.' }));
    expect(stale.status).toBe(409);
    expect(stale.body.post).toMatchObject({ body: 'Ben’s words.', version: 4 });
    const row = await t.app.db.selectFrom('blog_posts').select(['body_markdown', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ body_markdown: 'Ben’s words.', version: 4 });
  });

  it('answers the second of two editors 409 and keeps the first save intact; a save needs If-Match', async () => {
    const made = await create(draft({ title: 'Two editors' }));
    const id = made.body.post.id;
    const first = await save(ana, id, 1, draft({ title: 'Two editors', body: 'Ana’s careful text.' }));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const second = await save(ben, id, 1, draft({ title: 'Two editors', body: 'Ben’s text.' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'This post was changed by someone else while you were editing. Your text is still here: copy it, reload the post, and apply your changes again.',
    );
    expect(second.body.post).toMatchObject({ body: 'Ana’s careful text.', version: 2 });
    const row = await t.app.db.selectFrom('blog_posts').select(['body_markdown', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ body_markdown: 'Ana’s careful text.', version: 2 });
    const noIfMatch = await ben.call('PUT', `/api/staff/posts/${id}`, draft());
    expect(noIfMatch.status).toBe(428);
    const garbage = await save(ben, id, 2, draft());
    expect(garbage.status).toBe(200);
    const junkHeader = await ben.call('PUT', `/api/staff/posts/${id}`, draft(), { 'if-match': 'nonsense' });
    expect(junkHeader.status).toBe(409);
  });

  it('keeps every save as a revision, restores one as a new save, and logs who did what', async () => {
    const made = await create(draft({ title: 'Revisions', body: 'First words.' }));
    const id = made.body.post.id;
    await save(ana, id, 1, draft({ title: 'Revisions', body: 'Second words.' }));
    const third = await save(ben, id, 2, draft({ title: 'Revisions retitled', body: 'Third words.' }));
    expect(third.body.revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    const firstRevision = third.body.revisions.find((r) => r.version === 1);
    const stale = await ana.call<PostReply>('POST', `/api/staff/posts/${id}/revisions/${firstRevision?.id}/restore`, undefined, { 'if-match': '"2"' });
    expect(stale.status).toBe(409);
    const restored = await ana.call<PostReply>('POST', `/api/staff/posts/${id}/revisions/${firstRevision?.id}/restore`, undefined, { 'if-match': '"3"' });
    expect(restored.status).toBe(200);
    expect(restored.body.post).toMatchObject({ body: 'First words.', title: 'Revisions', version: 4, html: '<p>First words.</p>\n' });
    expect(restored.body.audit.map((a) => [a.action, a.actor])).toEqual([
      ['restored', ana.email],
      ['saved', ben.email],
      ['saved', ana.email],
      ['created', ana.email],
    ]);
    expect(restored.body.audit[0]?.detail).toBe('version 1');
    expect(restored.body.audit[1]?.detail).toBe('title, body');
    const missing = await ana.call('POST', `/api/staff/posts/${id}/revisions/999999/restore`, undefined, { 'if-match': '"4"' });
    expect(missing.status).toBe(404);
  });

  it('schedules a post for a minute ahead: it goes live when the clock passes it, and the blog revision moves with no write', async () => {
    const made = await create(draft({ title: 'Scheduled for later' }));
    const at = t.app.publishingClock.now() + MINUTE;
    const scheduled = await publish(made.body.post.id, at);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.message).toBe('The post is scheduled.');
    expect(scheduled.body.post).toMatchObject({ state: 'scheduled', published_at: at });
    expect(scheduled.body.audit[0]).toMatchObject({ action: 'scheduled', actor: ana.email, detail: new Date(at).toISOString() });
    expect((await details('scheduled-for-later')).status).toBe(404);
    const before = await t.app.blog?.revision?.();
    const sitemapBefore = await t.client().get('/sitemap.xml');
    expect(sitemapBefore.text).not.toContain('/blog/scheduled-for-later');

    t.app.publishingClock.advance(MINUTE + 1000);
    expect(await t.app.blog?.revision?.()).not.toBe(before);
    expect((await details('scheduled-for-later')).status).toBe(200);
    expect((await publicList('en'))[0]?.slug).toBe('scheduled-for-later');
    expect((await t.client().get('/sitemap.xml')).text).toContain(`<loc>${t.baseUrl}/blog/scheduled-for-later</loc>`);
    const list = await ana.call<{ posts: { slug: string; state: string }[] }>('GET', '/api/staff/posts');
    expect(list.body.posts.find((p) => p.slug === 'scheduled-for-later')?.state).toBe('published');
  });

  it('links a translation both ways: API alternates, sitemap hreflang; bad links are refused', async () => {
    const en = await create(draft({ title: 'Jawline guide' }));
    const es = await create(draft({ title: 'Guía de la mandíbula', language: 'es', translation_of: en.body.post.id }));
    expect(es.status).toBe(201);
    expect(es.body.post).toMatchObject({ translation_of: 'jawline-guide', translation_of_id: en.body.post.id });
    await publish(en.body.post.id);
    await publish(es.body.post.id);
    expect((await details('jawline-guide')).body.blog.alternate_slug).toBe('guia-de-la-mandibula');
    expect((await details('guia-de-la-mandibula')).body.blog.alternate_slug).toBe('jawline-guide');
    const sitemap = (await t.client().get('/sitemap.xml')).text;
    const enUrl = `${t.baseUrl}/blog/jawline-guide`;
    const esUrl = `${t.baseUrl}/es/blog/guia-de-la-mandibula`;
    const links = `<xhtml:link rel="alternate" hreflang="en" href="${enUrl}"/><xhtml:link rel="alternate" hreflang="es" href="${esUrl}"/><xhtml:link rel="alternate" hreflang="x-default" href="${enUrl}"/>`;
    expect(sitemap).toMatch(new RegExp(`<url><loc>${enUrl}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>${links.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</url>`));
    expect(sitemap).toMatch(new RegExp(`<url><loc>${esUrl}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>${links.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</url>`));

    const enDetail = await ana.call<PostReply>('GET', `/api/staff/posts/${en.body.post.id}`);
    expect(enDetail.body.post.translated_by).toEqual({ id: es.body.post.id, slug: 'guia-de-la-mandibula', language: 'es' });
    const sameLanguage = await create(draft({ title: 'Same language', translation_of: en.body.post.id }));
    expect(sameLanguage.body.errors).toEqual({ translation_of: 'Please choose a post in the other language that is not itself a translation, or none.' });
    const secondTranslation = await create(draft({ title: 'Otra', language: 'es', translation_of: en.body.post.id }));
    expect(secondTranslation.body.errors).toEqual({ translation_of: 'That post already has a translation.' });
    const lockedLanguage = await save(ana, en.body.post.id, enDetail.body.post.version, draft({ title: 'Jawline guide', language: 'es' }));
    expect(lockedLanguage.status).toBe(400);
    expect(lockedLanguage.body.errors?.language).toBe('This post has a translation in the other language: unlink the translation before changing its language.');
  });

  it('lists live posts in the RSS feed of their language, parsed by a feed reader; scheduled ones join when their time passes', async () => {
    const parser = new Parser();
    const en = await create(draft({ title: 'Feeds & <friends> "quoted"', body: 'A [link](/treatments) and ![pic](/images/a.jpg)' }));
    const es = await create(draft({ title: 'Fuentes RSS', language: 'es', translation_of: en.body.post.id }));
    await publish(en.body.post.id);
    await publish(es.body.post.id, t.app.publishingClock.now() + MINUTE);

    const enRes = await t.client().get('/blog/feed.xml');
    expect(enRes.status).toBe(200);
    expect(enRes.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const enFeed = await parser.parseString(enRes.text);
    expect(enFeed.title).toBe('Endolift Miami blog');
    expect(enFeed.link).toBe(`${t.baseUrl}/blog`);
    const item = enFeed.items.find((i) => i.link === `${t.baseUrl}/blog/feeds-friends-quoted`);
    expect(item?.title).toBe('Feeds & <friends> "quoted"');
    // the summary is the meta description; the whole post is in content:encoded
    expect(item?.content).toBe('How a neck treatment goes, week by week.');
    const full = (item as Record<string, unknown> | undefined)?.['content:encoded'];
    expect(full).toContain(`<a href="${t.baseUrl}/treatments">link</a>`);
    expect(full).toContain(`<img src="${t.baseUrl}/images/a.jpg" alt="pic" />`);
    expect(item?.enclosure).toMatchObject({ url: `${t.baseUrl}${cover.image}`, type: 'image/jpeg' });
    // the seeded English posts are there too, and no Spanish one
    expect(enFeed.items.length).toBeGreaterThan(10);
    expect(enFeed.items.some((i) => i.link?.includes('/es/blog/'))).toBe(false);

    const esBefore = await parser.parseString((await t.client().get('/es/blog/feed.xml')).text);
    expect(esBefore.title).toBe('Blog de Endolift Miami');
    expect(esBefore.items.map((i) => i.title)).not.toContain('Fuentes RSS');
    t.app.publishingClock.advance(MINUTE + 1000);
    const esAfter = await parser.parseString((await t.client().get('/es/blog/feed.xml')).text);
    expect(esAfter.items[0]).toMatchObject({ title: 'Fuentes RSS', link: `${t.baseUrl}/es/blog/fuentes-rss` });
  });

  it('re-encodes an uploaded picture without EXIF into WebP and JPEG at each width, under a random name, sized on the page', async () => {
    const photo = await makeJpeg({ width: 2400, height: 1200, gps: true });
    expect(hasGpsExif(photo)).toBe(true);
    const res = await upload(photo, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { name: id } = res.body.image;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.image).toEqual({
      name: id,
      width: 1600,
      height: 800,
      path: `/media/posts/${id}-1600x800.jpg`,
      srcset_webp: `/media/posts/${id}-480.webp 480w, /media/posts/${id}-960.webp 960w, /media/posts/${id}-1600.webp 1600w`,
      srcset_jpeg: `/media/posts/${id}-480.jpg 480w, /media/posts/${id}-960.jpg 960w, /media/posts/${id}-1600.jpg 1600w`,
    });
    // no post shows it yet: its uploader sees every file, kept by no cache
    for (const [name, type, width] of [[`${id}-960.webp`, 'image/webp', 960], [`${id}-480.jpg`, 'image/jpeg', 480], [`${id}-1600x800.jpg`, 'image/jpeg', 1600]] as const) {
      const got = await file(`/media/posts/${name}`, ana.client);
      expect(got.status, name).toBe(200);
      expect(got.type).toBe(type);
      expect(got.cacheControl).toBe('no-store');
      expect(hasGpsExif(got.bytes)).toBe(false);
      const meta = await sharp(got.bytes).metadata();
      expect([meta.width, meta.exif]).toEqual([width, undefined]);
    }
    await expectMissing(`/media/posts/${id}-700.webp`, ana.client);
    await expectMissing(`/media/posts/${id.toUpperCase()}-480.jpg`, ana.client);
    expect((await fetch(`${t.baseUrl}/media/posts/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);

    // a small picture is never enlarged: one width only
    const small = await upload(await makeJpeg({ width: 300, height: 200 }), 'small.jpg', 'image/jpeg');
    expect(small.body.image.srcset_webp).toBe(`/media/posts/${small.body.image.name}-300.webp 300w`);

    // hostile files: refused with a clear JSON message, nothing stored
    const before = await t.app.db.selectFrom('post_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const notImage = 'Please choose a JPEG, PNG or WebP picture.';
    const html = await upload(Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'cover.png', 'image/png');
    expect([html.status, html.body]).toEqual([400, { success: false, message: notImage, errors: { image: notImage } }]);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'), 'x.svg', 'image/svg+xml');
    expect([svg.status, svg.body.message]).toEqual([400, notImage]);
    const flood = await upload(await makePixelFloodJpeg(), 'flood.jpg', 'image/jpeg');
    expect([flood.status, flood.body.message]).toEqual([400, 'This picture has more than 40 megapixels. Please choose a smaller one.']);
    const huge = await upload(Buffer.concat([await makeNoiseJpeg(200_000), Buffer.alloc(20 * 1024 * 1024)]), 'huge.jpg', 'image/jpeg');
    expect([huge.status, huge.body]).toEqual([413, { success: false, message: 'The photo is larger than 16 MB. Please choose a smaller one.' }]);
    const after = await t.app.db.selectFrom('post_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await t.client().postForm('/api/staff/posts/images', new FormData())).status).toBe(401);

    // in a post: the inline picture gets its size and smaller files; the cover is the post's image
    const post = await create(draft({ title: 'With pictures', image: res.body.image.path, body: `Before\n\n![The jawline after](${res.body.image.path})` }));
    expect(post.body.post.html).toContain(
      `<img src="/media/posts/${id}-1600x800.jpg" width="1600" height="800" srcset="/media/posts/${id}-480.jpg 480w, /media/posts/${id}-960.jpg 960w, /media/posts/${id}-1600.jpg 1600w" sizes="(max-width: 900px) 100vw, 860px" loading="lazy" decoding="async" alt="The jawline after" />`,
    );
  });

  it('shows a draft’s pictures to signed-in staff only, to everyone once its post is live, and to staff only again when it is unpublished', async () => {
    const coverImage = await uploaded(1200, 600);
    const inline = await uploaded(800, 400);
    const addresses = [...filesOf(coverImage), ...filesOf(inline)];
    expect(addresses).toHaveLength(12);
    const made = await create(draft({ title: 'Private pictures', image: coverImage.path, body: `Intro\n\n![After](${inline.path})` }));
    const patient = await registerAndSignIn(t);
    const expectStaffOnly = async () => {
      for (const address of addresses) {
        // visitors, signed in or not, get what an address with no picture gets
        await expectMissing(address);
        await expectMissing(address, patient.client);
        const staff = await file(address, ben.client);
        expect([staff.status, staff.cacheControl], address).toEqual([200, 'no-store']);
        expect(staff.type).toMatch(/^image\/(webp|jpeg)$/);
      }
    };
    await expectStaffOnly();
    await expectMissing(`/media/posts/${'0'.repeat(32)}-480.jpg`);

    const published = await publish(made.body.post.id);
    expect(published.body.post.state).toBe('published');
    for (const address of addresses) {
      const visitor = await file(address);
      expect([visitor.status, visitor.cacheControl], address).toEqual([200, IMMUTABLE]);
      expect(visitor.bytes.equals((await file(address, ana.client)).bytes)).toBe(true);
      expect((await sharp(visitor.bytes).metadata()).width).toBeGreaterThan(0);
    }

    const off = await ana.call<PostReply>('POST', `/api/staff/posts/${made.body.post.id}/unpublish`);
    expect(off.body.post.state).toBe('draft');
    await expectStaffOnly();
  });

  it('shows a scheduled post’s pictures at its minute, not before, with nothing run in between', async () => {
    const picture = await uploaded(640, 480);
    const made = await create(draft({ title: 'Pictures at their minute', image: picture.path, body: `![Inline](${picture.path})` }));
    const at = t.app.publishingClock.now() + MINUTE;
    expect((await publish(made.body.post.id, at)).body.post.state).toBe('scheduled');
    for (const address of filesOf(picture)) {
      await expectMissing(address);
      expect((await file(address, ana.client)).cacheControl).toBe('no-store');
    }
    t.app.publishingClock.advance(MINUTE + 1000);
    for (const address of filesOf(picture)) {
      const visitor = await file(address);
      expect([visitor.status, visitor.cacheControl], address).toEqual([200, IMMUTABLE]);
    }
  });

  it('names each upload with 128 random bits: no counting number, and an image’s row number is no address of it', async () => {
    const first = await uploaded(300, 200);
    const second = await uploaded(300, 200);
    for (const image of [first, second]) expect(image.name).toMatch(/^[0-9a-f]{32}$/);
    expect(first.name).not.toBe(second.name);
    const rows = await t.app.db.selectFrom('post_images').select(['id', 'name']).where('name', 'in', [first.name, second.name]).orderBy('id').execute();
    expect(rows.map((r) => r.name)).toEqual([first.name, second.name]);
    // published, so only the address is in question: its row number reaches nothing, even for staff
    const post = await create(draft({ title: 'Numbered pictures', image: first.path, body: `![Second](${second.path})` }));
    await publish(post.body.post.id);
    expect((await file(first.path)).status).toBe(200);
    for (const row of rows) {
      for (const address of [`/media/posts/${row.id}-300.jpg`, `/media/posts/${row.id}-300x200.jpg`, `/media/posts/${row.id}-300.webp`]) await expectMissing(address, ana.client);
    }
  });

  it('keeps serving an image uploaded before names at its row number, by the same rule', async () => {
    const picture = await uploaded(1000, 500);
    // as migration 051 stored it: no name, addressed by its row number
    const row = await t.app.db.selectFrom('post_images').select('id').where('name', '=', picture.name).executeTakeFirstOrThrow();
    await t.app.db.updateTable('post_images').set({ name: null }).where('id', '=', row.id).execute();
    const old = `/media/posts/${row.id}-1000x500.jpg`;
    const oldFiles = [old, `/media/posts/${row.id}-480.webp`, `/media/posts/${row.id}-960.jpg`, `/media/posts/${row.id}-1000.webp`];
    await expectMissing(picture.path, ana.client);
    const made = await create(draft({ title: 'An earlier picture', image: old, body: `![Earlier](${old})` }));
    expect(made.body.post.html).toContain(`srcset="/media/posts/${row.id}-480.jpg 480w, /media/posts/${row.id}-960.jpg 960w, /media/posts/${row.id}-1000.jpg 1000w"`);
    for (const address of oldFiles) {
      await expectMissing(address);
      expect([(await file(address, ana.client)).status, (await file(address, ana.client)).cacheControl]).toEqual([200, 'no-store']);
    }
    await publish(made.body.post.id);
    for (const address of oldFiles) expect([(await file(address)).status, (await file(address)).cacheControl], address).toEqual([200, IMMUTABLE]);
    // one spelling per image: a leading zero names nothing
    await expectMissing(`/media/posts/0${row.id}-480.webp`);
  });

  it('answers a renamed slug with 301 from its old address, in both languages; the translation follows the rename', async () => {
    const en = await create(draft({ title: 'Old name' }));
    const es = await create(draft({ title: 'Nombre viejo', language: 'es', translation_of: en.body.post.id }));
    await publish(en.body.post.id);
    const esPublished = await publish(es.body.post.id);
    const renamed = await save(ana, en.body.post.id, 2, draft({ title: 'New name', slug: 'new-name' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.post).toMatchObject({ slug: 'new-name', old_slugs: ['old-name'] });
    expect(renamed.body.audit[0]?.detail).toBe('title, address old-name → new-name');
    const esRenamed = await save(ana, es.body.post.id, esPublished.body.post.version, draft({ title: 'Nombre nuevo', language: 'es', slug: 'nombre-nuevo', translation_of: en.body.post.id }));
    expect(esRenamed.status).toBe(200);

    const moved = await t.client().request('/blog/old-name', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/new-name');
    const movedEs = await t.client().request('/es/blog/nombre-viejo', { redirect: 'manual' });
    expect(movedEs.status).toBe(301);
    expect(movedEs.headers.get('location')).toBe('/es/blog/nombre-nuevo');
    expect((await details('nombre-nuevo')).body.blog).toMatchObject({ translation_of: 'new-name', alternate_slug: 'new-name' });
    expect((await details('old-name')).status).toBe(404);

    // another post may take the old address: then it is that post's, not a redirect
    const taker = await create(draft({ title: 'Old name' }));
    expect(taker.body.post.slug).toBe('old-name');
    await publish(taker.body.post.id);
    expect((await t.client().request('/blog/old-name', { redirect: 'manual' })).status).not.toBe(301);
  });

  it('unpublishes and deletes: the post leaves the public API at once, the audit log stays', async () => {
    const made = await create(draft({ title: 'Short lived' }));
    const id = made.body.post.id;
    await publish(id);
    expect((await details('short-lived')).status).toBe(200);
    const off = await ana.call<PostReply>('POST', `/api/staff/posts/${id}/unpublish`);
    expect(off.body.post.state).toBe('draft');
    expect((await details('short-lived')).status).toBe(404);
    const stale = await ana.call('DELETE', `/api/staff/posts/${id}`, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    const gone = await ana.call('DELETE', `/api/staff/posts/${id}`, undefined, { 'if-match': `"${off.body.post.version}"` });
    expect(gone.body).toEqual({ success: true, message: 'The post has been deleted.' });
    expect((await ana.call('GET', `/api/staff/posts/${id}`)).status).toBe(404);
    const audit = await t.app.db.selectFrom('post_audit').select(['action', 'actor']).where('post_id', '=', id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'created', actor: ana.email },
      { action: 'published', actor: ana.email },
      { action: 'unpublished', actor: ana.email },
      { action: 'deleted', actor: ana.email },
    ]);
    expect(await t.app.db.selectFrom('blog_post_revisions').select('id').where('post_id', '=', id).execute()).toEqual([]);
  });

  it('keeps a seeded post’s HTML body when it is saved without Markdown', async () => {
    const seeded = await t.app.db.selectFrom('blog_posts').select(['id', 'version']).where('body_markdown', '=', '').where('language', '=', 'en').orderBy('id').executeTakeFirstOrThrow();
    const before = await ana.call<PostReply>('GET', `/api/staff/posts/${seeded.id}`);
    const res = await save(ana, seeded.id, seeded.version, { title: before.body.post.title, language: 'en', image: before.body.post.image || '', image_alt: 'Cover', body: '' });
    expect(res.status).toBe(200);
    expect(res.body.post.html).toBe(before.body.post.html);
    expect(res.body.post.html.length).toBeGreaterThan(100);
  });
});

describe.each(dialects)('migration 050 on a database made before it (%s)', (dialect) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('publishes every earlier post at the start of its release day, so the blog looks the same', async () => {
    t = await startTestApp(dialect);
    const before = (await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list')).body.blogs.map((b) => b.slug);
    expect(before.length).toBeGreaterThanOrEqual(10);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = t.app.db as unknown as Kysely<any>;
    // newest first: a later migration left in place would make the step back out of order
    for (const [name, step] of [['140-medical-record-keeping', m140], ['135-health-form-care', m135], ['130-staff-passkeys', m130], ['125-aftercare', m125], ['120-health-forms', m120], ['115-access-log', m115], ['110-staff-second-factor', m110], ['105-staff-audit', m105], ['100-account-care', m100], ['095-staff-roles', m095], ['090-appointment-zone', m090], ['085-certificates', m085], ['075-courses', m075], ['070-backup-runs', m070], ['065-proof-of-work', m065]] as const) {
      await step.down(raw);
      await raw.deleteFrom('kysely_migration').where('name', '=', name).execute();
    }
    await m061.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '061-mail-about').execute();
    await m060.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '060-post-image-names').execute();
    await m055.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '055-faq-sets').execute();
    await m051.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '051-post-images').execute();
    await m050.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '050-publishing-posts').execute();
    t = await t.restart();
    const rows = await t.app.db.selectFrom('blog_posts').select(['release_date', 'published_at', 'status', 'version']).execute();
    for (const row of rows) {
      expect(row).toEqual({ release_date: row.release_date, published_at: Date.parse(`${row.release_date}T00:00:00Z`), status: 'published', version: 1 });
    }
    expect((await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list')).body.blogs.map((b) => b.slug)).toEqual(before);
  });
});

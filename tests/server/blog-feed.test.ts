/**
 * The blog's RSS feeds (server/blog/blog-feed.ts, feed-routes.ts, feed-cache.ts): whatever a post
 * holds, saved through the staff API or written by hand in the database, every feed is well-formed
 * XML (rss-parser's strict parse, no `]]>` outside a CDATA section, no character XML cannot hold)
 * and a feed reader reads each text as it was written; and the rendered feed is kept under the
 * blog's revision, so a burst of requests reads the posts once, while a publication, a hand edit
 * and a scheduled post's minute still show at once.
 * On SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { newStaffMember, type StaffMember } from './staff-fixtures';
import type * as BlogRepository from '../../server/blog/blog-repository';

/** How many times the posts were read for a feed: the cache's whole point is to read them only when they change. */
const postReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/blog/blog-repository', async (importOriginal) => {
  const real = await importOriginal<typeof BlogRepository>();
  return {
    ...real,
    listBlogPosts: (...args: Parameters<typeof real.listBlogPosts>) => {
      postReads.count += 1;
      return real.listBlogPosts(...args);
    },
  };
});

const MINUTE = 60_000;
const cover = { image: '/images/blog/endolift-cover.jpg', image_alt: 'The Endolift fibre beside a jawline' };

interface PostReply {
  success: boolean;
  post: { id: number; slug: string };
}

/**
 * What a strict parse (rss-parser's, sax in strict mode: a tag left open, a stray `&`, markup where
 * text belongs all throw) does not check of XML's well-formedness: no `]]>` outside a CDATA section
 * (XML 1.0, section 2.4), and no character XML cannot hold at all.
 */
function expectWellFormedText(xml: string): void {
  expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')).not.toContain(']]>');
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
}

describe.each(dialects)('blog feeds (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  let staff: StaffMember;
  const parser = new Parser<Record<string, unknown>, { 'content:encoded'?: string }>({ customFields: { item: ['content:encoded'] } });

  const create = (body: Record<string, unknown>) =>
    staff.call<PostReply>('POST', '/api/staff/posts', { language: 'en', meta_description: 'A summary.', body: 'Some text.', ...cover, ...body });
  const publish = (id: number, at?: number) => staff.call<PostReply>('POST', `/api/staff/posts/${id}/publish`, at === undefined ? {} : { at });
  const feed = async (feedPath = '/blog/feed.xml') => {
    const res = await t.client().get(feedPath);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expectWellFormedText(res.text);
    return { xml: res.text, parsed: await parser.parseString(res.text) };
  };
  const itemAt = async (feedPath: string, slug: string) => (await feed(feedPath)).parsed.items.find((i) => i.link?.endsWith(`/blog/${slug}`));

  beforeAll(async () => {
    // a stand-in dist/: the feeds are served by the site plugin, which needs no build for them
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'site/client'), { recursive: true });
    t = await startTestApp(dialect, { site: true, overrides: { distDir: dist } });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('stays well-formed and reads as written when a post saved by staff holds CDATA ends and markup', async () => {
    const meta = 'a]]>b]]><x/>';
    const title = 'Before ]]> & after <b>bold</b> ]]]]> &amp; "quoted"';
    const created = await create({ title, meta_description: meta, body: 'Code like `]]>` and <x/> and a [link](/treatments).' });
    expect(created.status, created.text).toBe(201);
    await publish(created.body.post.id);

    const item = await itemAt('/blog/feed.xml', created.body.post.slug);
    expect(item?.title).toBe(title);
    // the summary is the meta description, exactly as typed
    expect(item?.content).toBe(meta);
    const html = item?.['content:encoded'];
    expect(html).toContain('<code>]]&gt;</code>');
    expect(html).toContain(`<a href="${t.baseUrl}/treatments">link</a>`);
  });

  it('stays well-formed when a post written by hand in the database holds what staff could never type', async () => {
    const now = t.app.publishingClock.now();
    const row = {
      slug: `hand-written-${dialect}`,
      title: 'Q&amp;A ]]> <i>raw</i> \u0001 bell',
      image: 'not an address & <not> a path',
      description: '<p>Text ]]> inside, ]]> twice</p>',
      meta_description: ']]>]]>]]>',
      meta_schema: '{}',
      release_date: '2026-03-01',
      language: 'es',
      translation_of: null,
      created_at: now,
      status: 'published',
      published_at: now - MINUTE,
      updated_at: null,
    };
    await t.app.db.insertInto('blog_posts').values(row).execute();

    const item = await itemAt('/es/blog/feed.xml', row.slug);
    // a control character XML cannot hold at all reads as U+FFFD; everything else as written
    expect(item?.title).toBe('Q&amp;A ]]> <i>raw</i> \uFFFD bell');
    expect(item?.content).toBe(']]>]]>]]>');
    expect(item?.['content:encoded']).toBe('<p>Text ]]> inside, ]]> twice</p>');
    // a cover that is no address gets no enclosure (and no 500)
    expect(item?.enclosure).toBeUndefined();
  });

  it('reads the posts once for a burst of requests, and still shows a publication, a hand edit and a scheduled post at its minute', async () => {
    const first = await feed();
    const readsAfterFirst = postReads.count;
    const burst = await Promise.all(Array.from({ length: 25 }, () => t.client().get('/blog/feed.xml')));
    for (const res of burst) expect(res.text).toBe(first.xml);
    expect(postReads.count).toBe(readsAfterFirst);

    // published now: in the next answer
    const now = await create({ title: 'Published for the feed' });
    await publish(now.body.post.id);
    expect((await feed()).parsed.items[0]?.title).toBe('Published for the feed');
    const readsAfterPublish = postReads.count;
    expect(readsAfterPublish).toBe(readsAfterFirst + 1);

    // changed by hand in the database, with no write through the blog's code: the revision sees it
    await t.app.db.updateTable('blog_posts').set({ meta_description: 'Edited by hand in the database.' }).where('id', '=', now.body.post.id).execute();
    expect((await feed()).parsed.items[0]?.content).toBe('Edited by hand in the database.');

    // scheduled a minute ahead: not yet in the feed, then in it once the minute passes, with no write in between
    const later = await create({ title: 'Scheduled for the feed' });
    await publish(later.body.post.id, t.app.publishingClock.now() + MINUTE);
    expect((await feed()).parsed.items.map((i) => i.title)).not.toContain('Scheduled for the feed');
    const readsBeforeMinute = postReads.count;
    expect(await feed()).toBeDefined();
    expect(postReads.count).toBe(readsBeforeMinute);
    t.app.publishingClock.advance(MINUTE + 1_000);
    expect((await feed()).parsed.items[0]?.title).toBe('Scheduled for the feed');
    expect(postReads.count).toBe(readsBeforeMinute + 1);

    // the Spanish feed is kept apart: it was rendered for its own language only
    const spanish = await feed('/es/blog/feed.xml');
    expect(spanish.parsed.items.map((i) => i.title)).not.toContain('Scheduled for the feed');
  });
});

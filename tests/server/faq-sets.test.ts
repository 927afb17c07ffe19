/**
 * FAQ sets (docs/product/api.md#faq-sets): a fresh database holds exactly the clinic's FAQs of the
 * content modules, in both languages; staff edit a set with If-Match and the second of two editors
 * of one version gets 409 with the first's text intact; hostile answers are stripped on save and on
 * the way out; named sets are created and deleted; every change is in the audit log with who and
 * when; anonymous callers and visitors are refused; partner pages may read a set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as englishFaqs from '../../src/content/faqs';
import * as spanishFaqs from '../../src/content/faqs.es';
import { faqAnswer } from '../../src/faq/faq-answer';
import type { AnyFaqItem } from '../../src/content/types';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { registerAndSignIn } from './helpers/accounts';
import { newStaffMember, staffCall, type StaffMember } from './staff-fixtures';

const SIGN_IN_REQUIRED = { success: false, message: 'Please sign in with a staff account to continue.' };
const PARTNER = 'https://spa-partner.example';

/** What a page shows of a content module's list: number, question and the answer's HTML. */
const shown = (items: readonly AnyFaqItem[]) => items.map((item) => ({ number: item.number, question: item.question, answer: faqAnswer(item) }));

interface PublicSet {
  success: boolean;
  key: string;
  language: string;
  version: string;
  items: { number: number; question: string; answer: string }[];
}
interface StaffSetReply {
  success: boolean;
  message?: string;
  set: { key: string; language: string; kind: string; title: string; version: number; updated_by: string; items: { question: string; answer: string }[] };
  audit: { actor: string; language: string; action: string; detail: string; created_at: number }[];
}

describe.each(dialects)('FAQ sets (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let colleague: StaffMember;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { ALLOWED_ORIGINS: PARTNER } });
    staff = await newStaffMember(t);
    colleague = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const publicSet = async (key: string, lang?: 'es') => {
    const res = await t.client().get<PublicSet>(`/api/faq-sets/${key}${lang ? '?lang=es' : ''}`);
    expect(res.status, `${key} ${lang ?? 'en'}`).toBe(200);
    return res;
  };

  it('holds exactly today’s FAQs of the content modules, in both languages, numbered as the site numbers them', async () => {
    for (const [lang, faqs] of [[undefined, englishFaqs], ['es', spanishFaqs]] as const) {
      expect((await publicSet('home', lang)).body.items).toEqual(shown(faqs.homeFaqs));
      for (const key of ['treatment_faq', 'results_faq', 'post_treatment_faq'] as const) {
        expect((await publicSet(key, lang)).body.items).toEqual(shown(faqs.faqGroups[key].items));
      }
      expect((await publicSet('all', lang)).body.items).toEqual(shown(faqs.allFaqs()));
    }
    expect((await publicSet('home', 'es')).body.items[0]).toMatchObject({ number: 1, question: '¿Qué es Endolift?' });
    const rows = await t.app.db.selectFrom('faq_sets').select(['set_key', 'language', 'kind', 'version', 'updated_by']).orderBy('set_key').orderBy('language').execute();
    expect(rows).toEqual(
      ['home', 'post_treatment_faq', 'results_faq', 'treatment_faq'].flatMap((key) =>
        ['en', 'es'].map((language) => ({ set_key: key, language, kind: 'clinic', version: 1, updated_by: 'seed' })),
      ),
    );
  });

  it('answers a set with an ETag and a short public cache, 304 for the same ETag, and JSON 404 for an unknown key', async () => {
    const res = await publicSet('results_faq');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"\d+"$/);
    const again = await t.client().get('/api/faq-sets/results_faq', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    for (const key of ['no-such-set', 'HOME', '..%2Fstaff', 'a'.repeat(100)]) {
      const missing = await t.client().get(`/api/faq-sets/${key}`);
      expect(missing.status, key).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'These questions could not be found.' });
    }
    const spanish = await t.client().get('/api/faq-sets/nope', { 'accept-language': 'es' });
    expect(spanish.body).toEqual({ success: false, message: 'No se encontraron estas preguntas.' });
  });

  it('lets a partner page read a set (CORS with its origin), and not a stranger', async () => {
    const partner = await t.client({ origin: PARTNER }).get('/api/faq-sets/home');
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await t.client({ origin: 'https://evil.example' }).get('/api/faq-sets/home');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses anonymous callers and visitors on every staff FAQ call, and writes without the staff XSRF header', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/faq-sets'],
      ['GET', '/api/staff/faq-sets/home'],
      ['POST', '/api/staff/faq-sets', { key: 'forged', title: 'Forged' }],
      ['PUT', '/api/staff/faq-sets/home', { title: 'x', items: [] }],
      ['DELETE', '/api/staff/faq-sets/home'],
    ];
    const visitor = await registerAndSignIn(t);
    for (const client of [t.client(), visitor.client]) {
      const call = staffCall(client);
      for (const [method, url, body] of calls) {
        const res = await call(method, url, body, { 'if-match': '"1"' });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toEqual(SIGN_IN_REQUIRED);
      }
    }
    for (const [method, url, body] of calls.slice(2)) {
      const res = await staff.client.request(url, { method, headers: { 'content-type': 'application/json', 'if-match': '"1"' }, body: JSON.stringify(body) });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect(await t.app.db.selectFrom('faq_set_audit').selectAll().execute()).toEqual([]);
    expect((await publicSet('home')).body.items).toEqual(shown(englishFaqs.homeFaqs));
  });

  it('saves a set with If-Match: new version, the page’s numbering, who and when in the audit log', async () => {
    const loaded = await staff.call<StaffSetReply>('GET', '/api/staff/faq-sets/treatment_faq?lang=es');
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('etag')).toBe(`"${loaded.body.set.version}"`);
    const items = [...loaded.body.set.items].reverse();
    items.push({ question: '¿Puedo traer a un acompañante?', answer: '<p>Sí, con gusto.</p><ul><li>Una persona</li></ul>' });
    const before = Date.now();
    const saved = await staff.call<StaffSetReply>('PUT', '/api/staff/faq-sets/treatment_faq?lang=es', { title: loaded.body.set.title, items }, { 'if-match': `"${loaded.body.set.version}"` });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The FAQ set has been saved.');
    expect(saved.body.set).toMatchObject({ key: 'treatment_faq', language: 'es', version: loaded.body.set.version + 1, updated_by: staff.email });
    expect(saved.headers.get('etag')).toBe(`"${loaded.body.set.version + 1}"`);
    expect(saved.body.audit[0]).toMatchObject({ actor: staff.email, language: 'es', action: 'saved', detail: `version ${loaded.body.set.version} → ${loaded.body.set.version + 1}, 5 questions` });
    expect(saved.body.audit[0]?.created_at).toBeGreaterThanOrEqual(before);

    const read = (await publicSet('treatment_faq', 'es')).body;
    expect(read.items.map((i) => i.number)).toEqual([1, 2, 3, 4, 5]);
    expect(read.items.map((i) => i.question)).toEqual(items.map((i) => i.question));
    expect(read.items[4]?.answer).toBe('<p>Sí, con gusto.</p><ul><li>Una persona</li></ul>');
    // the 'View all' tab follows, renumbered 1..14; English is untouched
    expect((await publicSet('all', 'es')).body.items.map((i) => i.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect((await publicSet('treatment_faq')).body.items).toEqual(shown(englishFaqs.faqGroups.treatment_faq.items));
    const audit = await t.app.db.selectFrom('faq_set_audit').selectAll().where('set_key', '=', 'treatment_faq').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: staff.email, action: 'saved', language: 'es' });
  });

  it('answers the second of two editors of one version 409 “changed by someone else”, keeping the first’s text', async () => {
    const first = await staff.call<StaffSetReply>('GET', '/api/staff/faq-sets/results_faq');
    const second = await colleague.call<StaffSetReply>('GET', '/api/staff/faq-sets/results_faq');
    const version = `"${first.body.set.version}"`;
    const mine = { title: first.body.set.title, items: [{ question: 'First editor’s question?', answer: '<p>First editor’s answer.</p>' }] };
    expect((await staff.call('PUT', '/api/staff/faq-sets/results_faq', mine, { 'if-match': version })).status).toBe(200);
    const theirs = { title: 'Theirs', items: [{ question: 'Second editor’s question?', answer: '<p>Second.</p>' }, ...second.body.set.items] };
    const conflict = await colleague.call<StaffSetReply>('PUT', '/api/staff/faq-sets/results_faq', theirs, { 'if-match': version });
    expect(conflict.status).toBe(409);
    expect(conflict.body.success).toBe(false);
    expect(conflict.body.message).toBe(
      'This set was changed by someone else while you were editing. Your text is still here: compare it with the saved version below, then save again.',
    );
    expect(conflict.body.set).toMatchObject({ version: first.body.set.version + 1, updated_by: staff.email, items: mine.items });
    expect((await publicSet('results_faq')).body.items).toEqual([{ number: 1, question: 'First editor’s question?', answer: '<p>First editor’s answer.</p>' }]);
    const audit = await t.app.db.selectFrom('faq_set_audit').selectAll().where('set_key', '=', 'results_faq').execute();
    expect(audit.map((a) => a.actor)).toEqual([staff.email]);
    // without If-Match nothing is saved either
    const blind = await colleague.call('PUT', '/api/staff/faq-sets/results_faq', theirs);
    expect(blind.status).toBe(428);
    expect(blind.body).toEqual({ success: false, message: 'Please reload the set before saving: the version you edited is missing.' });
  });

  it('strips scripts, event handlers and javascript: links from answers, on save and on the way out', async () => {
    const loaded = await staff.call<StaffSetReply>('GET', '/api/staff/faq-sets/post_treatment_faq');
    const hostile = [
      { question: '<img src=x onerror=alert(1)>Is it safe?', answer: '<p onclick="alert(1)">Yes.<script>alert(1)</script></p><img src=x onerror="alert(2)">' },
      { question: 'Links?', answer: '<p><a href="javascript:alert(3)">one</a> <a href="JaVaScRiPt:alert(4)">two</a> <a href="https://clinic.example/faqs" onmouseover="alert(5)">three</a></p>' },
      { question: 'SVG?', answer: '<svg><script>alert(6)</script></svg><iframe src="javascript:alert(7)"></iframe><p style="x">Fine.</p>' },
    ];
    const saved = await staff.call<StaffSetReply>('PUT', '/api/staff/faq-sets/post_treatment_faq', { title: loaded.body.set.title, items: hostile }, { 'if-match': `"${loaded.body.set.version}"` });
    expect(saved.status).toBe(200);
    const expected = [
      { question: 'Is it safe?', answer: '<p>Yes.</p>' },
      { question: 'Links?', answer: '<p><a>one</a> <a>two</a> <a href="https://clinic.example/faqs">three</a></p>' },
      { question: 'SVG?', answer: '<p>Fine.</p>' },
    ];
    // staff read an answer stored as HTML back as the Markdown that renders it
    expect(saved.body.set.items).toEqual(expected.map((item, i) => ({ ...item, markdown: ['Yes.', 'one two [three](https://clinic.example/faqs)', 'Fine.'][i] })));
    const row = await t.app.db.selectFrom('faq_sets').select('items').where('set_key', '=', 'post_treatment_faq').where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(JSON.parse(row.items)).toEqual(expected);

    // a row edited by hand in the database is sanitised again before it is sent
    await t.app.db
      .updateTable('faq_sets')
      .set({ items: JSON.stringify([{ question: 'Hand-made', answer: '<p>ok<script>alert(8)</script><a href="javascript:alert(9)">x</a></p>' }]) })
      .where('set_key', '=', 'post_treatment_faq')
      .where('language', '=', 'en')
      .execute();
    expect((await publicSet('post_treatment_faq')).body.items).toEqual([{ number: 1, question: 'Hand-made', answer: '<p>ok<a>x</a></p>' }]);
  });

  it('saves answers written in Markdown as the site shows them: a line break stays one, lists stay lists, typed HTML is text', async () => {
    const loaded = await staff.call<StaffSetReply & { set: { items: { markdown: string }[] } }>('GET', '/api/staff/faq-sets/results_faq?lang=es');
    const markdown = 'Primera línea.\nSegunda línea, con **negrita** y *cursiva*.\n\n- uno\n- dos\n\n1. primero\n2. segundo\n\n<p>Escrito a mano</p> [reservar](/es/consultation) [mal](javascript:alert(1))';
    const saved = await staff.call<StaffSetReply & { set: { items: { markdown: string }[] } }>(
      'PUT',
      '/api/staff/faq-sets/results_faq?lang=es',
      { title: loaded.body.set.title, items: [{ question: '¿Cómo se ve?', markdown }] },
      { 'if-match': `"${loaded.body.set.version}"` },
    );
    expect(saved.status).toBe(200);
    const html =
      '<p>Primera línea.<br />\nSegunda línea, con <strong>negrita</strong> y <em>cursiva</em>.</p>\n<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>\n<ol>\n<li>primero</li>\n<li>segundo</li>\n</ol>\n' +
      '<p>&lt;p&gt;Escrito a mano&lt;/p&gt; <a href="/es/consultation">reservar</a> [mal](javascript:alert(1))</p>';
    expect(saved.body.set.items).toEqual([{ question: '¿Cómo se ve?', answer: html, markdown }]);
    expect((await publicSet('results_faq', 'es')).body.items).toEqual([{ number: 1, question: '¿Cómo se ve?', answer: html }]);
    // the Markdown is kept as written, for the next edit
    const again = await staff.call<{ set: { items: { markdown: string }[] } }>('GET', '/api/staff/faq-sets/results_faq?lang=es');
    expect(again.body.set.items[0]?.markdown).toBe(markdown);

    const empty = await staff.call('PUT', '/api/staff/faq-sets/results_faq?lang=es', { title: 'x', items: [{ question: '¿Vacía?', markdown: ' \n\n ' }] }, { 'if-match': `"${saved.body.set.version}"` });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { 'items.0.answer': 'Please write the answer.' } });
  });

  it('refuses empty, oversized and malformed sets with the field named, and saves nothing', async () => {
    const loaded = await staff.call<StaffSetReply>('GET', '/api/staff/faq-sets/home');
    const ifMatch = { 'if-match': `"${loaded.body.set.version}"` };
    const refused = await staff.call('PUT', '/api/staff/faq-sets/home', { title: ' ', items: [{ question: 'Q?', answer: '<p> </p>' }, { question: '<b></b>', answer: 'x' }] }, ifMatch);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { title: 'Please give the set a name.', 'items.0.answer': 'Please write the answer.', 'items.1.question': 'Please write the question.' },
    });
    const tooMany = await staff.call('PUT', '/api/staff/faq-sets/home', { title: 'Home', items: Array.from({ length: 41 }, () => ({ question: 'Q?', answer: 'A.' })) }, ifMatch);
    expect(tooMany.body).toMatchObject({ errors: { items: 'A set holds at most 40 questions.' } });
    const long = await staff.call('PUT', '/api/staff/faq-sets/home', { title: 'Home', items: [{ question: 'Q?', answer: 'a'.repeat(4001) }] }, ifMatch);
    expect(long.body).toMatchObject({ errors: { 'items.0.answer': 'Please keep the answer under 4000 characters.' } });
    for (const body of [null, [], 'text', { title: 'x', items: 'no' }, { title: 5, items: [] }]) {
      const res = await staff.call('PUT', '/api/staff/faq-sets/home', body, ifMatch);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const xsrf = staff.client.cookies.get('STAFF-XSRF-TOKEN') ?? '';
    const broken = await staff.client.request('/api/staff/faq-sets/home', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-staff-xsrf-token': xsrf, ...ifMatch }, body: '{"title":' });
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
    const form = await staff.client.request('/api/staff/faq-sets/home', { method: 'PUT', headers: { 'content-type': 'text/plain', 'x-staff-xsrf-token': xsrf, ...ifMatch }, body: 'x' });
    expect(form.status).toBe(415);
    const huge = await staff.call('PUT', '/api/staff/faq-sets/home', { title: 'Home', items: [{ question: 'Q?', answer: 'a'.repeat(70_000) }] }, ifMatch);
    expect(huge.status).toBe(413);
    expect((await publicSet('home')).body.items).toEqual(shown(englishFaqs.homeFaqs));
  });

  it('creates a named set in both languages, refuses a taken or malformed key, deletes it, never the clinic’s own, all audited', async () => {
    const created = await staff.call<StaffSetReply>('POST', '/api/staff/faq-sets', { key: 'spring-offer', title: 'Spring offer' });
    expect(created.status).toBe(200);
    expect(created.body.set).toMatchObject({ key: 'spring-offer', language: 'en', kind: 'named', title: 'Spring offer', version: 1, items: [] });
    expect((await publicSet('spring-offer', 'es')).body).toMatchObject({ key: 'spring-offer', language: 'es', items: [] });
    expect((await staff.call('POST', '/api/staff/faq-sets', { key: 'spring-offer', title: 'Again' })).status).toBe(409);
    for (const key of ['home', 'all', 'Spring', 'spring_offer', '-spring', 'spring-', '', 'a'.repeat(41), 'treatment_faq']) {
      const res = await staff.call('POST', '/api/staff/faq-sets', { key, title: 'x' });
      expect(res.status, key).toBe(400);
      expect(res.body).toMatchObject({ errors: { key: expect.stringContaining('lower-case letters') } });
    }
    const saved = await colleague.call('PUT', '/api/staff/faq-sets/spring-offer?lang=es', { title: 'Oferta de primavera', items: [{ question: '¿Hasta cuándo?', answer: 'Hasta el 20 de junio.' }] }, { 'if-match': '"1"' });
    expect(saved.status).toBe(200);
    expect((await publicSet('spring-offer', 'es')).body.items).toEqual([{ number: 1, question: '¿Hasta cuándo?', answer: 'Hasta el 20 de junio.' }]);

    const list = await staff.call<{ sets: { key: string; language: string; kind: string; item_count: number }[] }>('GET', '/api/staff/faq-sets');
    expect(list.body.sets.filter((s) => s.key === 'spring-offer')).toEqual([
      expect.objectContaining({ language: 'en', kind: 'named', item_count: 0 }),
      expect.objectContaining({ language: 'es', kind: 'named', item_count: 1 }),
    ]);
    expect(list.body.sets.slice(0, 8).every((s) => s.kind === 'clinic')).toBe(true);

    const refusedDelete = await staff.call('DELETE', '/api/staff/faq-sets/home');
    expect(refusedDelete.status).toBe(400);
    expect(refusedDelete.body).toEqual({ success: false, message: 'The clinic’s own FAQ sets cannot be deleted; you can edit their questions.' });
    const deleted = await staff.call('DELETE', '/api/staff/faq-sets/spring-offer');
    expect(deleted.body).toEqual({ success: true, message: 'The FAQ set has been deleted.' });
    expect((await t.client().get('/api/faq-sets/spring-offer')).status).toBe(404);
    expect((await staff.call('DELETE', '/api/staff/faq-sets/spring-offer')).status).toBe(404);
    expect((await staff.call('PUT', '/api/staff/faq-sets/spring-offer', { title: 'x', items: [] }, { 'if-match': '"2"' })).status).toBe(404);

    const audit = await t.app.db.selectFrom('faq_set_audit').select(['actor', 'language', 'action', 'detail']).where('set_key', '=', 'spring-offer').orderBy('id').execute();
    expect(audit).toEqual([
      { actor: staff.email, language: '', action: 'created', detail: '“Spring offer”' },
      { actor: colleague.email, language: 'es', action: 'saved', detail: 'version 1 → 2, 1 question' },
      { actor: staff.email, language: '', action: 'deleted', detail: '“Spring offer”' },
    ]);
  });

  it('moves the FAQ revision the page cache reads on every save, and keeps the clinic’s edits over a restart', async () => {
    const before = await t.app.faqSets.revision();
    const loaded = await staff.call<StaffSetReply>('GET', '/api/staff/faq-sets/home?lang=es');
    const items = loaded.body.set.items.slice(1);
    expect((await staff.call('PUT', '/api/staff/faq-sets/home?lang=es', { title: loaded.body.set.title, items }, { 'if-match': `"${loaded.body.set.version}"` })).status).toBe(200);
    expect(await t.app.faqSets.revision()).not.toBe(before);
    t = await t.restart();
    const after = (await publicSet('home', 'es')).body.items;
    expect(after).toHaveLength(14);
    expect(after[0]?.question).toBe(spanishFaqs.homeFaqs[1].question);
  });
});

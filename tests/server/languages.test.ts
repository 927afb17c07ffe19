/**
 * The API in the visitor's language (docs/decisions/0013-languages-in-the-api-and-data.md): answers worded by
 * Accept-Language, the language stored on accounts and leads, patient mail in the account's
 * language with links to the Spanish pages, the staff inbox's language filter, the blog by language,
 * and migration 012 on a database made before it.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../src/api/api-types';
import { apiPath } from '../../src/config/clinic';
import { localeFromAcceptLanguage } from '../../server/i18n/request-locale';
import { waitPhrase as esWait } from '../../server/i18n/wait-phrase.es';
import { seedPosts } from '../../server/blog/seed-posts';
import { spanishSeedPosts } from '../../server/blog/spanish-posts';
import * as m012 from '../../server/db/migrations/012-languages';
import * as m030 from '../../server/db/migrations/030-lead-sources';
import * as m031 from '../../server/db/migrations/031-test-leads';
import * as m040 from '../../server/db/migrations/040-appointments';
import * as m041 from '../../server/db/migrations/041-appointment-mail';
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
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/accounts';
import { readOutbox, resetLinkIn } from './helpers/outbox';
import { bookConsultation, newStaffMember, parseCsv, sendContactMessage, type StaffMember } from './staff-fixtures';

const ES = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('Accept-Language → the request\'s language', () => {
  it('picks Spanish only when Spanish is preferred to English, honouring q-values', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('es')).toBe('es');
    expect(localeFromAcceptLanguage('es-US;q=0.9')).toBe('es');
    expect(localeFromAcceptLanguage('ES-419')).toBe('es');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR, es;q=0.7, en;q=0.3')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=abc')).toBe('es');
  });
});

describe.each(dialects)('the API in Spanish and English (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { CLINIC_NOTIFY_EMAIL: 'desk@example.com' } });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('words validation errors, success and refusals in Spanish for es, and exactly as before for en', async () => {
    const empty = { name: '', email: 'not-an-email', phone: '12', message: '' };
    const es = await t.client().post(apiPath('contactus'), empty, ES);
    expect(es.body).toEqual({
      success: false,
      message: 'Por favor, corrija los campos señalados.',
      errors: {
        name: 'El nombre es obligatorio',
        email: 'Por favor, escriba un correo electrónico válido.',
        phone: 'Por favor, escriba un número de teléfono de EE. UU. de 10 dígitos.',
        message: 'El mensaje es obligatorio',
      },
    });
    expect(es.headers.get('vary') ?? '').toMatch(/Accept-Language/);
    const en = await t.client().post(apiPath('contactus'), empty, EN);
    expect(en.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { name: 'Name is required', email: 'Please enter a valid email address.', phone: 'Please enter a valid 10-digit US phone number.', message: 'Message is required' },
    });
    // no header at all is English too
    expect((await t.client().post(apiPath('contactus'), empty)).body).toEqual(en.body);

    const register = await t.client().post(apiPath('register'), registration({ password: 'short', confirm_password: 'other', dob: '2023-02-30' }), ES);
    expect(register.body).toEqual({
      success: '0',
      message: 'Por favor, corrija los campos señalados.',
      data: { dob: ['Fecha no válida'], password: ['La contraseña debe tener al menos 8 caracteres.'], confirm_password: ['Las contraseñas no coinciden'] },
    });

    const login = await t.client().post(apiPath('login'), { email: uniqueEmail('nobody'), password: 'whatever-password' }, ES);
    expect(login.body).toEqual({ success: 0, message: 'El correo electrónico o la contraseña no son correctos.' });
    const forgot = await t.client().post(apiPath('forgotpassword'), { email: uniqueEmail('nobody') }, ES);
    expect(forgot.body).toEqual({ success: 1, message: 'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para restablecer la contraseña.' });
    const profile = await t.client().post(apiPath('update-profile'), { id: 1 }, ES);
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ success: false, message: 'Por favor, inicie sesión para continuar.' });
  });

  it('answers errors the server raises itself in Spanish too', async () => {
    const badJson = await t.client().postRaw(apiPath('contactus'), '{"name":', { 'content-type': 'application/json', ...ES });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ success: false, message: 'El cuerpo de la solicitud no es un JSON válido.' });
    const wrongType = await t.client().postRaw(apiPath('contactus'), 'name=x', { 'content-type': 'text/plain', ...ES });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ success: false, message: 'Este tipo de contenido no se acepta aquí.' });
    const unknown = await t.client().get('/api/no-such-call', ES);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'No existe esta dirección de la API: GET /api/no-such-call' });
    expect((await t.client().get('/api/no-such-call', EN)).body).toEqual({ success: false, message: 'No such endpoint: GET /api/no-such-call' });
    const post = await t.client().get('/api/blog-details/no-such-post', ES);
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ success: false, message: 'No se encontró este artículo.' });
    expect(post.headers.get('vary') ?? '').toMatch(/Accept-Language/);
    const tooLong = await t.client().get(`/api/blog-details/${'y'.repeat(500)}`, ES);
    expect(tooLong.status).toBe(414);
    expect(tooLong.body).toEqual({ success: false, message: 'Esta dirección es demasiado larga.' });
  });

  it('stores the language of accounts and leads, and names a lead\'s language in the clinic\'s notice', async () => {
    const esEmail = uniqueEmail('es');
    const enEmail = uniqueEmail('en');
    expect((await t.client().post(apiPath('register'), registration({ email: esEmail }), ES)).body).toEqual({
      success: '1',
      message: 'Su cuenta ha sido creada. Por favor, inicie sesión.',
    });
    expect((await t.client().post(apiPath('register'), registration({ email: enEmail }))).body).toEqual({
      success: '1',
      message: 'Your account has been created. Please sign in.',
    });
    const users = await t.app.db.selectFrom('users').select(['email', 'language']).where('email', 'in', [esEmail, enEmail]).orderBy('email').execute();
    expect(Object.fromEntries(users.map((u) => [u.email, u.language]))).toEqual({ [esEmail]: 'es', [enEmail]: 'en' });

    await t.app.mailer.flush(); // count after any mail still on its way
    const before = readOutbox(t.dataDir).length;
    const contactEs = await t.client().post(apiPath('contactus'), { name: 'María José', email: uniqueEmail('c-es'), phone: '3055550123', message: 'Hola' }, ES);
    expect(contactEs.body).toEqual({ success: true, message: 'Gracias por su mensaje. Le responderemos en breve.' });
    const contactEn = await sendContactMessage(t);
    const consultationEs = await bookConsultation(t, { first_name: 'Lucía' }, ES);
    const contactRows = await t.app.db.selectFrom('contact_messages').select(['id', 'name', 'language']).orderBy('id', 'desc').limit(2).execute();
    expect(contactRows.map((r) => [r.name, r.language])).toEqual([
      ['Maria Gonzalez', 'en'],
      ['María José', 'es'],
    ]);
    expect(contactEn.language).toBe('en');
    expect(consultationEs.language).toBe('es');

    await t.app.mailer.flush();
    const notices = readOutbox(t.dataDir)
      .slice(before)
      .filter((m) => m.to === 'desk@example.com');
    const spanishContact = notices.find((m) => m.subject === `New contact message #${contactRows[1]!.id}`);
    expect(spanishContact?.text).toContain('Language: Spanish. The patient wrote from the Spanish site; please answer in Spanish.');
    expect(notices.find((m) => m.subject === `New contact message #${contactEn.id}`)?.text).toContain('Language: English.');
    expect(notices.find((m) => m.subject === `New consultation request #${consultationEs.id}`)?.text).toContain('Language: Spanish.');
  });

  // the subject as queued (the .eml reader does not join a subject's RFC 2047 encoded words)
  const subjectOf = async (mail: { id: number } | undefined) =>
    (await t.app.db.selectFrom('mail_outbox').select('subject').where('id', '=', mail?.id ?? -1).executeTakeFirst())?.subject;

  it('mails a Spanish account in Spanish, with links to the Spanish pages, whatever language the request is in', async () => {
    const email = uniqueEmail('marta');
    await t.client().post(apiPath('register'), registration({ email, first_name: 'Marta' }), ES);

    // someone registers the address again, from the English site: the owner still reads Spanish
    await t.app.mailer.flush(); // count after any mail still on its way
    let before = readOutbox(t.dataDir).length;
    const again = await t.client().post(apiPath('register'), registration({ email, first_name: 'Intruder' }), EN);
    expect(again.body).toEqual({ success: '1', message: 'Your account has been created. Please sign in.' });
    await t.app.mailer.flush();
    const [exists] = readOutbox(t.dataDir).slice(before);
    expect(await subjectOf(exists)).toBe('Alguien intentó registrarse con su correo de Endolift Miami');
    expect(exists?.text).toContain('Hola, Marta:');
    expect(exists?.text).toContain(`inicie sesión aquí: ${t.baseUrl}/es/signin`);
    expect(exists?.text).toContain(`Elija una nueva aquí: ${t.baseUrl}/es/forgot-password`);

    await t.app.mailer.flush(); // count after any mail still on its way
    before = readOutbox(t.dataDir).length;
    await t.client().post(apiPath('forgotpassword'), { email }, EN);
    await t.app.mailer.flush();
    const [reset] = readOutbox(t.dataDir).slice(before);
    expect(await subjectOf(reset)).toBe('Restablezca su contraseña de Endolift Miami');
    expect(reset?.text).toContain('Abra este enlace en los próximos 60 minutos');
    const link = resetLinkIn(reset!);
    expect(link.origin + link.pathname).toBe(`${t.baseUrl}/es/reset-password`);
    expect(link.searchParams.get('email')).toBe(email);

    await t.app.mailer.flush(); // count after any mail still on its way
    before = readOutbox(t.dataDir).length;
    const done = await t.client().post(
      apiPath('reset'),
      { token: link.searchParams.get('token'), email, password: 'maple-lantern-93', confirm_password: 'maple-lantern-93' },
      ES,
    );
    expect(done.body).toEqual({ success: true, message: 'Su contraseña ha sido cambiada. Por favor, inicie sesión con su nueva contraseña.' });
    await t.app.mailer.flush();
    const [changed] = readOutbox(t.dataDir).slice(before);
    expect(await subjectOf(changed)).toBe('Se cambió su contraseña de Endolift Miami');
    expect(changed?.text).toContain(`${t.baseUrl}/es/forgot-password`);

    // the same link again is refused, in Spanish
    const spent = await t.client().post(
      apiPath('reset'),
      { token: link.searchParams.get('token'), email, password: 'maple-lantern-93', confirm_password: 'maple-lantern-93' },
      ES,
    );
    const invalid = 'Este enlace para restablecer la contraseña no es válido o ha vencido. Por favor, solicite uno nuevo.';
    expect(spent.body).toEqual({ success: false, message: invalid, errors: { token: [invalid] } });
  });

  it('keeps English mail for an English account, with the English links', async () => {
    const email = uniqueEmail('ann');
    await t.client().post(apiPath('register'), registration({ email, first_name: 'Ann' }), EN);
    await t.app.mailer.flush(); // count after any mail still on its way
    const before = readOutbox(t.dataDir).length;
    await t.client().post(apiPath('forgotpassword'), { email }, ES);
    await t.app.mailer.flush();
    const [reset] = readOutbox(t.dataDir).slice(before);
    expect(reset?.subject).toBe('Reset your Endolift Miami password');
    expect(resetLinkIn(reset!).pathname).toBe('/reset-password');
  });

  it('gives the account the language of the page its profile is saved from', async () => {
    const body = registration({ first_name: 'Rosa' });
    const client = t.client();
    await client.post(apiPath('register'), body, EN);
    const login = await client.post<{ success: number; message: string; user: { id: number } }>(apiPath('login'), { email: body.email, password: GOOD_PASSWORD }, ES);
    expect(login.body).toMatchObject({ success: 1, message: 'Inicio de sesión correcto' });
    const { password: _p, confirm_password: _c, ref_type: _r, ...fields } = body;
    const saved = await client.post(apiPath('update-profile'), { ...fields, id: login.body.user.id, password: '' }, ES);
    expect(saved.body).toMatchObject({ success: 1, message: 'Su perfil ha sido actualizado.' });
    const row = await t.app.db.selectFrom('users').select('language').where('id', '=', login.body.user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
    await client.post(apiPath('update-profile'), { ...fields, id: login.body.user.id, password: '' }, EN);
    expect((await t.app.db.selectFrom('users').select('language').where('id', '=', login.body.user.id).executeTakeFirstOrThrow()).language).toBe('en');
  });

  it('lets staff see and filter leads by language, and exports it', async () => {
    const es = await sendContactMessage(t, { name: 'Carmen Ruiz' }, ES);
    const en = await sendContactMessage(t, { name: 'Carol Reed' });
    const spanish = await staff.call<{ leads: { id: number; kind: string; language: string }[] }>('GET', '/api/staff/leads?language=es&kind=contact&limit=100');
    expect(spanish.status).toBe(200);
    expect(spanish.body.leads.length).toBeGreaterThan(0);
    expect(spanish.body.leads.every((l) => l.language === 'es')).toBe(true);
    expect(spanish.body.leads.map((l) => l.id)).toContain(es.id);
    expect(spanish.body.leads.map((l) => l.id)).not.toContain(en.id);
    const english = await staff.call<{ leads: { id: number; language: string }[] }>('GET', '/api/staff/leads?language=en&kind=contact&limit=100');
    expect(english.body.leads.map((l) => l.id)).toContain(en.id);
    expect(english.body.leads.every((l) => l.language === 'en')).toBe(true);
    const bad = await staff.call('GET', '/api/staff/leads?language=fr');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'Some of the filters are not valid.' });
    // staff answers stay English whatever the browser prefers
    expect((await staff.call('GET', '/api/staff/leads?language=fr', undefined, ES)).body).toEqual(bad.body);

    const detail = await staff.call<{ lead: { language: string } }>('GET', `/api/staff/leads/contact/${es.id}`);
    expect(detail.body.lead.language).toBe('es');

    const csv = await staff.call('POST', '/api/staff/leads/export', { language: 'es', kind: 'contact' });
    const rows = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    const language = rows[0]?.indexOf('Language') ?? -1;
    expect(language).toBe(10);
    expect(rows.slice(1).every((r) => r[language] === 'es')).toBe(true);
    expect(rows.slice(1).map((r) => r[1])).toContain(String(es.id));
  });

  it('lists each language\'s blog posts and tells a post\'s language and twin', async () => {
    const english = await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list');
    expect(english.body.blogs.map((b) => b.slug)).toEqual(
      [...seedPosts].sort((a, b) => b.release_date.localeCompare(a.release_date) || seedPosts.indexOf(b) - seedPosts.indexOf(a)).map((p) => p.slug),
    );
    expect(english.body.blogs.every((b) => b.language === 'en' && b.translation_of === null)).toBe(true);
    expect((await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list?lang=en')).body).toEqual(english.body);

    const spanish = await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list?lang=es');
    expect(spanish.body.blogs.length).toBe(spanishSeedPosts.length);
    expect(spanish.body.blogs.length).toBeGreaterThanOrEqual(6);
    expect(spanish.body.blogs.every((b) => b.language === 'es')).toBe(true);
    const dates = spanish.body.blogs.map((b) => b.release_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const translation = spanishSeedPosts.find((p) => p.translation_of)!;
    const es = await t.client().get<{ blog: BlogPost }>(`/api/blog-details/${translation.slug}`);
    expect(es.body.blog).toMatchObject({ slug: translation.slug, language: 'es', translation_of: translation.translation_of, alternate_slug: translation.translation_of });
    const schema = es.body.blog.meta_schema as { url: string; inLanguage: string };
    expect(schema.url).toBe(`${t.baseUrl}/es/blog/${translation.slug}`);
    expect(schema.inLanguage).toBe('es-US');
    const en = await t.client().get<{ blog: BlogPost }>(`/api/blog-details/${translation.translation_of}`);
    expect(en.body.blog).toMatchObject({ language: 'en', translation_of: null, alternate_slug: translation.slug });
  });
});

describe.each(dialects)('migration 012 on a database made before it (%s)', (dialect) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('gives earlier accounts, leads and posts English, keeps them, and seeds the Spanish posts once', async () => {
    t = await startTestApp(dialect);
    const email = uniqueEmail('old');
    await t.client().post(apiPath('register'), registration({ email }));
    const contact = await sendContactMessage(t);
    // back to the database as it was before migration 012: no language anywhere, no Spanish posts
    await t.app.db.deleteFrom('blog_posts').where('language', '=', 'es').execute();
    await t.app.db.deleteFrom('app_meta').where('key', '=', 'blog_seeded_es_at').execute();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = t.app.db as unknown as Kysely<any>;
    // the migrations after 012 go first, as they would not have been there either
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
    await m041.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '041-appointment-mail').execute();
    await m040.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '040-appointments').execute();
    await m031.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '031-test-leads').execute();
    await m030.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '030-lead-sources').execute();
    await m012.down(raw);
    await raw.deleteFrom('kysely_migration').where('name', '=', '012-languages').execute();
    const removed = await t.app.db.selectFrom('blog_posts').select('slug').where('slug', '=', seedPosts[2]!.slug).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('blog_posts').where('slug', '=', removed.slug).execute();

    t = await t.restart();
    const user = await t.app.db.selectFrom('users').select(['email', 'language']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.language).toBe('en');
    const lead = await t.app.db.selectFrom('contact_messages').select(['id', 'language']).where('id', '=', contact.id).executeTakeFirstOrThrow();
    expect(lead.language).toBe('en');
    const posts = await t.app.db.selectFrom('blog_posts').select(['slug', 'language', 'translation_of']).execute();
    const englishPosts = posts.filter((p) => p.language === 'en');
    expect(englishPosts.every((p) => p.translation_of === null)).toBe(true);
    // a post the clinic removed stays removed; the Spanish posts arrive
    expect(englishPosts.map((p) => p.slug)).not.toContain(removed.slug);
    expect(englishPosts).toHaveLength(seedPosts.length - 1);
    expect(posts.filter((p) => p.language === 'es').map((p) => p.slug).sort()).toEqual(spanishSeedPosts.map((p) => p.slug).sort());

    // and only once: removed Spanish posts do not come back at the next start
    await t.app.db.deleteFrom('blog_posts').where('language', '=', 'es').execute();
    t = await t.restart();
    expect((await t.client().get<{ blogs: BlogPost[] }>('/api/blog-list?lang=es')).body.blogs).toEqual([]);
  });
});

describe.each(dialects)('limits in Spanish (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('words a sign-in wait in Spanish from the same seconds as Retry-After', async () => {
    const email = uniqueEmail('locked');
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post(apiPath('login'), { email, password: `wrong-${i}-password` }, ES);
      expect(res.body).toEqual({ success: 0, message: 'El correo electrónico o la contraseña no son correctos.' });
    }
    const blocked = await t.client().post(apiPath('login'), { email, password: 'wrong-5-password' }, ES);
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(blocked.body).toEqual({
      success: 0,
      message: `Demasiados intentos fallidos de inicio de sesión. Por favor, espere ${esWait(seconds)} e inténtelo de nuevo.`,
    });
    expect(blocked.headers.get('vary') ?? '').toMatch(/Accept-Language/);
  });

  it('words a per-IP limit in Spanish from the same seconds as Retry-After', async () => {
    let last;
    for (let i = 0; i <= 20; i++) last = await t.client().post(apiPath('contactus'), { name: '' }, ES);
    expect(last!.status).toBe(429);
    const seconds = Number(last!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(60);
    expect(last!.body).toEqual({ success: false, message: `Demasiados intentos. Por favor, espere ${Math.ceil(seconds / 60)} minutos e inténtelo de nuevo.` });
  });

  it('words waits the way Retry-After counts them', () => {
    expect([1, 45, 59, 60, 61, 412].map(esWait)).toEqual(['1 segundo', '45 segundos', '59 segundos', 'un minuto', '2 minutos', '7 minutos']);
  });
});

/**
 * The inbox through its API, as a signed-in staff member: newest first across both kinds of lead,
 * search by name, e-mail and phone, filters by kind, status and Miami dates, keyset pages in both
 * directions; a lead's page with every field, its photo (no-store) and its audit log; status and
 * note changes; delete (row and photo); the CSV export (filtered, formula-safe); the audit rows
 * each of these writes; and the new-lead notice that links to the lead's page.
 */
import { insertConsultationWithPhoto, storedPhoto } from './helpers/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDayStart } from '../../server/staff/clinic-day';
import { csvCell } from '../../server/staff/csv-cell';
import { SOURCE_EXPORT_COLUMNS } from '../../server/lead-sources/lead-source-views';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox } from './helpers/outbox';
import { bookConsultation, newStaffMember, parseCsv, sendContactMessage, type LeadList, type StaffMember } from './staff-fixtures';

/** A lead's touch when nothing is known of it (server/lead-sources/). */
const noTouch = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', click_id: '', referrer: '', landing_page: '' };

/** A Miami wall-clock time on a March 2026 day. */
const at = (day: string, hour: number, minute = 0) => clinicDayStart(day)! + (hour * 60 + minute) * 60_000;

describe.each(dialects)('staff inbox (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let other: StaffMember;
  const ids: Record<string, { kind: 'consultation' | 'contact'; id: number }> = {};

  async function insertConsultation(key: string, v: { first_name: string; last_name: string; email: string; phone: string; status: string; created_at: number }) {
    const id = await insertConsultationWithPhoto(
      t.app.db,
      { ...v, message: `Message from ${v.first_name}`, form_page_name: 'https://clinic.example/treatments/neck' },
      await makeJpeg({ width: 64, height: 48 }),
    );
    ids[key] = { kind: 'consultation', id };
  }
  async function insertContact(key: string, v: { name: string; email: string; phone: string; status: string; created_at: number; message?: string; note?: string }) {
    const row = await t.app.db
      .insertInto('contact_messages')
      .values({ message: `Message from ${v.name}`, ...v })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = { kind: 'contact', id: row.id };
  }
  const keysOf = (list: LeadList) => list.leads.map((l) => Object.entries(ids).find(([, v]) => v.kind === l.kind && v.id === l.id)?.[0] ?? `${l.kind}#${l.id}`);
  const list = async (query: string) => {
    const res = await staff.call<LeadList>('GET', `/api/staff/leads${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    staff = await newStaffMember(t);
    other = await newStaffMember(t);
    await insertConsultation('c1', { first_name: 'Lucia', last_name: 'Fernandez', email: 'lucia.f@example.com', phone: '3055550188', status: 'new', created_at: at('2026-03-01', 10) });
    await insertContact('m1', { name: 'Maria Gonzalez', email: 'maria@example.com', phone: '3055550123', status: 'new', created_at: at('2026-03-01', 11) });
    await insertConsultation('c2', { first_name: 'Rosa', last_name: 'Díaz', email: 'rosa@example.com', phone: '7865550100', status: 'contacted', created_at: at('2026-03-02', 9) });
    await insertConsultation('c3', { first_name: 'Roberto', last_name: 'Smith', email: 'rob@mail.example', phone: '3055550199', status: 'booked', created_at: at('2026-03-03', 23, 30) });
    await insertContact('m2', { name: 'Rosalind Park', email: 'park@example.com', phone: '4075550155', status: 'closed', created_at: at('2026-03-04', 8) });
    await insertConsultation('c4', { first_name: 'Ana', last_name: 'Rosales', email: 'ana.r@example.com', phone: '9545550111', status: 'new', created_at: at('2026-03-05', 12) });
    await insertContact('m3', { name: 'Tom Lee', email: 'rosa.lee@example.com', phone: '5615550177', status: 'new', created_at: at('2026-03-05', 12) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists both kinds newest first (a consultation before a contact message of the same moment), with the line each needs', async () => {
    const all = await list('');
    expect(keysOf(all)).toEqual(['c4', 'm3', 'm2', 'c3', 'c2', 'm1', 'c1']);
    expect(all.older).toBeNull();
    expect(all.newer).toBeNull();
    expect(all.leads[0]).toEqual({
      kind: 'consultation',
      id: ids.c4!.id,
      name: 'Ana Rosales',
      email: 'ana.r@example.com',
      phone: '9545550111',
      status: 'new',
      language: 'en',
      created_at: at('2026-03-05', 12),
      has_note: false,
      has_photo: true,
      // where it came from (server/lead-sources/): unknown for a lead written without a source
      source: '',
      medium: '',
      campaign: '',
      partner: '',
      landing_page: '',
    });
    expect(all.leads[1]).toMatchObject({ kind: 'contact', name: 'Tom Lee', has_photo: false });
  });

  it('searches the start of first name, last name, full name, e-mail and phone, in any case', async () => {
    expect(keysOf(await list('?q=ros'))).toEqual(['c4', 'm3', 'm2', 'c2']);
    expect(keysOf(await list('?q=ROSA%20D'))).toEqual(['c2']);
    expect(keysOf(await list('?q=d%C3%ADaz'))).toEqual(['c2']);
    expect(keysOf(await list('?q=rosalind%20p'))).toEqual(['m2']);
    expect(keysOf(await list('?q=lucia.f%40'))).toEqual(['c1']);
    expect(keysOf(await list(`?q=${encodeURIComponent('(305) 555-01')}`))).toEqual(['c3', 'm1', 'c1']);
    expect(keysOf(await list(`?q=${encodeURIComponent('+1 786 555')}`))).toEqual(['c2']);
    expect(keysOf(await list('?q=nobody'))).toEqual([]);
    // a search is text to match, never SQL
    expect(keysOf(await list(`?q=${encodeURIComponent("' or 1=1 --")}`))).toEqual([]);
  });

  it('filters by kind, status and Miami calendar days, alone and together', async () => {
    expect(keysOf(await list('?status=new'))).toEqual(['c4', 'm3', 'm1', 'c1']);
    expect(keysOf(await list('?kind=contact'))).toEqual(['m3', 'm2', 'm1']);
    expect(keysOf(await list('?kind=consultation&status=booked'))).toEqual(['c3']);
    // 23:30 on 3 March in Miami is 4 March in UTC: still 3 March for the clinic
    expect(keysOf(await list('?from=2026-03-02&to=2026-03-03'))).toEqual(['c3', 'c2']);
    expect(keysOf(await list('?from=2026-03-04'))).toEqual(['c4', 'm3', 'm2']);
    expect(keysOf(await list('?to=2026-03-01'))).toEqual(['m1', 'c1']);
    expect(keysOf(await list('?status=new&kind=consultation&q=ana'))).toEqual(['c4']);
    expect(keysOf(await list('?status=new&from=2026-03-05&q=rosa'))).toEqual(['c4', 'm3']);
    expect(keysOf(await list('?status=contacted&q=rosa'))).toEqual(['c2']);
    expect(keysOf(await list('?status=closed&q=rosa'))).toEqual(['m2']);
    expect(keysOf(await list('?status=booked&q=rosa'))).toEqual([]);
  });

  it('pages by cursor, older and back newer, without gaps or repeats', async () => {
    const p1 = await list('?limit=2');
    expect(keysOf(p1)).toEqual(['c4', 'm3']);
    expect(p1.newer).toBeNull();
    const p2 = await list(`?limit=2&before=${p1.older}`);
    expect(keysOf(p2)).toEqual(['m2', 'c3']);
    const p3 = await list(`?limit=2&before=${p2.older}`);
    expect(keysOf(p3)).toEqual(['c2', 'm1']);
    const p4 = await list(`?limit=2&before=${p3.older}`);
    expect(keysOf(p4)).toEqual(['c1']);
    expect(p4.older).toBeNull();
    const back3 = await list(`?limit=2&after=${p4.newer}`);
    expect(keysOf(back3)).toEqual(['c2', 'm1']);
    const back2 = await list(`?limit=2&after=${back3.newer}`);
    expect(keysOf(back2)).toEqual(['m2', 'c3']);
    const back1 = await list(`?limit=2&after=${back2.newer}`);
    expect(keysOf(back1)).toEqual(['c4', 'm3']);
    expect(back1.newer).toBeNull();
    // a filtered walk keeps its filter
    const n1 = await list('?limit=3&status=new');
    const n2 = await list(`?limit=3&status=new&before=${n1.older}`);
    expect([...keysOf(n1), ...keysOf(n2)]).toEqual(['c4', 'm3', 'm1', 'c1']);
    expect(n2.older).toBeNull();
  });

  it('refuses filters it does not understand with 400', async () => {
    for (const query of ['?status=spam', '?kind=blog', '?from=2026-02-30', '?to=March', '?limit=0', '?limit=101', '?before=abc', `?q=${'x'.repeat(101)}`]) {
      const res = await staff.call('GET', `/api/staff/leads${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Some of the filters are not valid.' });
    }
  });

  it('shows a lead with every field and the page it came from, streams its photo with no-store, and logs the view', async () => {
    const c1 = ids.c1!;
    const res = await staff.call<{ lead: Record<string, unknown>; audit: Record<string, unknown>[] }>('GET', `/api/staff/leads/consultation/${c1.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lead).toEqual({
      kind: 'consultation',
      id: c1.id,
      name: 'Lucia Fernandez',
      first_name: 'Lucia',
      last_name: 'Fernandez',
      email: 'lucia.f@example.com',
      phone: '3055550188',
      message: 'Message from Lucia',
      form_page_name: 'https://clinic.example/treatments/neck',
      status: 'new',
      note: '',
      language: 'en',
      created_at: at('2026-03-01', 10),
      photo_url: `/api/staff/leads/consultation/${c1.id}/photo`,
      source: { source: '', partner: '', first: noTouch, last: noTouch },
    });
    expect(res.body.audit).toEqual([{ id: expect.any(Number), actor: staff.email, action: 'viewed', detail: '', created_at: expect.any(Number) }]);

    const photo = await staff.client.request(String(res.body.lead.photo_url), {});
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('no-store');
    const inDatabase = await storedPhoto(t.app.db, c1.id);
    expect(inDatabase?.length).toBeGreaterThan(0);
    const streamed = Buffer.from(await (await fetch(`${t.baseUrl}${String(res.body.lead.photo_url)}`, { headers: { cookie: `staff_sid=${staff.client.cookies.get('staff_sid')}` } })).arrayBuffer());
    expect(streamed.equals(inDatabase!)).toBe(true);
    // each opening of the photo is in the lead's access log, with who opened it
    const photoRows = await t.app.db.selectFrom('lead_audit').select(['actor', 'action']).where('lead_id', '=', c1.id).where('action', '=', 'photo_viewed').execute();
    expect(photoRows).toHaveLength(2);
    expect(new Set(photoRows.map((r) => r.actor))).toEqual(new Set([staff.email]));

    const contact = await staff.call<{ lead: Record<string, unknown> }>('GET', `/api/staff/leads/contact/${ids.m1!.id}`);
    expect(contact.body.lead).toMatchObject({ name: 'Maria Gonzalez', message: 'Message from Maria Gonzalez', form_page_name: null, photo_url: null });
    expect((await staff.call('GET', `/api/staff/leads/consultation/${ids.m1!.id + 100000}`)).status).toBe(404);
    expect((await staff.call('GET', `/api/staff/leads/contact/${ids.m1!.id}/photo`)).status).toBe(404);
    expect((await staff.call('GET', '/api/staff/leads/blog/1')).status).toBe(404);
  });

  it('changes status and note, keeps them, and logs who changed what without copying the note', async () => {
    const c2 = ids.c2!;
    const url = `/api/staff/leads/consultation/${c2.id}`;
    const res = await staff.call<{ message: string; lead: Record<string, unknown>; audit: { actor: string; action: string; detail: string }[] }>('PATCH', url, {
      status: 'booked',
      note: '  Called back; booked for the 12th at 10:00.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The lead has been saved.');
    expect(res.body.lead).toMatchObject({ status: 'booked', note: 'Called back; booked for the 12th at 10:00.' });
    const stored = await t.app.db.selectFrom('consultation_requests').selectAll().where('id', '=', c2.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'booked', note: 'Called back; booked for the 12th at 10:00.' });
    expect(res.body.audit.slice(0, 2).map((a) => [a.actor, a.action, a.detail])).toEqual([
      [staff.email, 'note_changed', 'note added (42 characters)'],
      [staff.email, 'status_changed', 'contacted → booked'],
    ]);

    const second = await other.call<{ audit: { actor: string; action: string; detail: string }[] }>('PATCH', url, { note: '' });
    expect(second.body.audit[0]).toMatchObject({ actor: other.email, action: 'note_changed', detail: 'note cleared' });
    const same = await other.call<{ message: string }>('PATCH', url, { status: 'booked' });
    expect(same.body.message).toBe('Nothing has changed.');

    const rows = await t.app.db.selectFrom('lead_audit').selectAll().where('lead_kind', '=', 'consultation').where('lead_id', '=', c2.id).orderBy('id').execute();
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      [staff.email, 'status_changed'],
      [staff.email, 'note_changed'],
      [other.email, 'note_changed'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('booked for the 12th');

    const bad = await staff.call('PATCH', url, { status: 'spam', note: 'x'.repeat(5001) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { status: 'Please choose New, Contacted, Booked, Attended or Closed.', note: 'Please keep the note under 5000 characters.' },
    });
    expect((await t.app.db.selectFrom('consultation_requests').select('status').where('id', '=', c2.id).executeTakeFirstOrThrow()).status).toBe('booked');
    // Fields that are not status or note are not staff's to change, nor is the audit log.
    await staff.call('PATCH', url, { email: 'changed@example.com', audit: [], actor: 'someone' });
    expect((await t.app.db.selectFrom('consultation_requests').select('email').where('id', '=', c2.id).executeTakeFirstOrThrow()).email).toBe('rosa@example.com');
    for (const method of ['PATCH', 'DELETE', 'POST', 'PUT']) {
      expect((await staff.call(method, '/api/staff/audit', {})).status).toBe(404);
    }
    // the list shows the new status and that a note exists
    const newest = await list('?kind=consultation&status=booked');
    expect(keysOf(newest)).toEqual(['c3', 'c2']);
  });

  it('exports the filtered leads as CSV: header, newest first, no photos, and an audit row per exported lead', async () => {
    await staff.call('PATCH', `/api/staff/leads/contact/${ids.m1!.id}`, { note: 'Prefers mornings, "after 9"' });
    const res = await staff.client.request('/api/staff/leads/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-staff-xsrf-token': staff.client.cookies.get('STAFF-XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ status: 'new', q: '', kind: '', from: '', to: '' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Type', 'ID', 'Received (Miami time)', 'Status', 'Name', 'Email', 'Phone', 'Message', 'Sent from page', 'Note', 'Language', ...SOURCE_EXPORT_COLUMNS, 'Appointment type', 'Appointment (Miami time)', 'Appointment status']);
    expect(rows.slice(1).map((r) => `${r[0]}#${r[1]}`)).toEqual([
      `Consultation request#${ids.c4!.id}`,
      `Contact message#${ids.m3!.id}`,
      `Contact message#${ids.m1!.id}`,
      `Consultation request#${ids.c1!.id}`,
    ]);
    expect(rows[3]).toEqual([
      'Contact message',
      String(ids.m1!.id),
      '2026-03-01 11:00',
      'new',
      'Maria Gonzalez',
      'maria@example.com',
      '3055550123',
      'Message from Maria Gonzalez',
      '',
      'Prefers mornings, "after 9"',
      'en',
      ...SOURCE_EXPORT_COLUMNS.map(() => ''),
      '',
      '',
      '',
    ]);
    expect(rows[4]?.[8]).toBe('https://clinic.example/treatments/neck');
    expect(res.text).not.toMatch(/\.jpg|image_file|uploads|jpeg/);
    const exported = await t.app.db.selectFrom('lead_audit').selectAll().where('action', '=', 'exported').execute();
    expect(exported.map((r) => `${r.lead_kind}#${r.lead_id}:${r.actor}`).sort()).toEqual(
      [`consultation#${ids.c4!.id}`, `contact#${ids.m3!.id}`, `contact#${ids.m1!.id}`, `consultation#${ids.c1!.id}`].map((k) => `${k}:${staff.email}`).sort(),
    );
  });

  it('neutralises spreadsheet formulas in every exported cell', async () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', 'a "quote", comma', ''].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      '"plain"',
      '"a ""quote"", comma"',
      '""',
    ]);
    const hostile = {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'formula@example.com',
      phone: '3055550000',
      message: '+cmd|\' /C calc\'!A0\nsecond line',
      note: '@SUM(1,2)',
      status: 'new',
      created_at: at('2026-03-06', 9),
    };
    await insertContact('evil', hostile);
    const res = await staff.call('POST', '/api/staff/leads/export', { q: 'formula@' });
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(2);
    const [, , , , name, , , message, , note] = rows[1]!;
    expect(name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(message).toBe(`'+cmd|' /C calc'!A0\nsecond line`);
    expect(note).toBe("'@SUM(1,2)");
    for (const cell of rows[1]!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('deletes a lead with its photo, keeps the audit of it, and logs the deletion', async () => {
    const c3 = ids.c3!;
    expect(await storedPhoto(t.app.db, c3.id)).toBeDefined();
    await staff.call('GET', `/api/staff/leads/consultation/${c3.id}`);
    const res = await other.call('DELETE', `/api/staff/leads/consultation/${c3.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The lead and its photo have been deleted.' });
    expect(await t.app.db.selectFrom('consultation_requests').selectAll().where('id', '=', c3.id).execute()).toEqual([]);
    expect(await storedPhoto(t.app.db, c3.id)).toBeUndefined();
    expect((await staff.call('GET', `/api/staff/leads/consultation/${c3.id}`)).status).toBe(404);
    expect((await staff.call('GET', `/api/staff/leads/consultation/${c3.id}/photo`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/staff/leads/consultation/${c3.id}`)).status).toBe(404);
    const audit = await t.app.db.selectFrom('lead_audit').selectAll().where('lead_kind', '=', 'consultation').where('lead_id', '=', c3.id).orderBy('id').execute();
    expect(audit.map((r) => [r.actor, r.action])).toEqual([
      [staff.email, 'viewed'],
      [other.email, 'deleted'],
    ]);

    const m2 = ids.m2!;
    expect((await staff.call('DELETE', `/api/staff/leads/contact/${m2.id}`)).status).toBe(200);
    expect(await t.app.db.selectFrom('contact_messages').selectAll().where('id', '=', m2.id).execute()).toEqual([]);
    expect(keysOf(await list('?kind=contact'))).not.toContain('m2');
  });

  it('sends the clinic a notice that links to the lead’s staff page and names only the first name', async () => {
    const booked = await bookConsultation(t, { first_name: 'Valentina', last_name: 'Ocampo', message: 'Neck and jawline, please.' });
    const contact = await sendContactMessage(t, { name: 'Camila Reyes Soto', phone: '3055550166', message: 'Question about tummy.' });
    await t.app.mailer.flush();
    const mails = readOutbox(t.dataDir);
    const consultationNotice = mails.find((m) => m.subject === `New consultation request #${booked.id}`);
    const contactNotice = mails.find((m) => m.subject === `New contact message #${contact.id}`);
    expect(consultationNotice?.text).toContain(`${t.app.config.siteUrl}/staff/leads/consultation/${booked.id}`);
    expect(contactNotice?.text).toContain(`${t.app.config.siteUrl}/staff/leads/contact/${contact.id}`);
    expect(consultationNotice?.text).toContain('Valentina');
    expect(contactNotice?.text).toContain('Camila');
    for (const secret of ['Ocampo', booked.email, booked.phone, 'Neck and jawline']) expect(consultationNotice?.text).not.toContain(secret);
    for (const secret of ['Reyes', 'Soto', contact.email, '3055550166', 'tummy']) expect(contactNotice?.text).not.toContain(secret);
    // and the link opens the lead for staff
    const link = new URL(/(https?:\/\/\S+\/staff\/leads\/consultation\/\d+)/.exec(consultationNotice!.text)![1]!);
    const lead = await staff.call<{ lead: { name: string } }>('GET', `/api/staff/leads/consultation/${link.pathname.split('/').pop()}`);
    expect(lead.body.lead.name).toBe('Valentina Ocampo');
  });
});

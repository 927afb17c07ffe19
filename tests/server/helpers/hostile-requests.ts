/**
 * Seeded generators of hostile requests for every endpoint, and a runner that sends them and
 * judges each answer: a client may get 2xx or 4xx, always JSON (with a `message` when 4xx; the
 * staff photo and CSV export succeed with their own types), never a stack trace or a path of the
 * server's files, and never a 5xx (a 503 from the photo gate under load excepted: it is the
 * server's own, JSON, with Retry-After). The values are what PostgreSQL refuses and SQLite lets
 * through (NUL, integers past 2^31 and 2^63), lone surrogates, and objects and arrays (one that
 * cannot even be turned into a string) where text belongs, in every field, path segment and query.
 * Used by the CI fuzz suite (tests/server/fuzz.test.ts) and, longer, by `npm run bench`.
 */
import http from 'node:http';
import fc from 'fast-check';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Endpoint {
  name: string;
  /** the route it fuzzes, as the router names it: 'GET /api/staff/leads/:kind/:id' */
  route: string;
  arbitrary: fc.Arbitrary<HostileRequest>;
}

export interface Verdict {
  endpoint: string;
  sent: number;
  /** answers by status class, e.g. { '2xx': 10, '4xx': 990 } */
  classes: Record<string, number>;
  serverErrors: number;
  notJson: number;
  /** answers that show a stack trace or a path of the server's files */
  leaks: number;
  /** the first few offending requests and answers, for the report */
  examples: { request: string; status: number; body: string }[];
}

/** Auth for the endpoints behind a session: a visitor's and a staff member's cookies and XSRF headers. */
export interface Credentials {
  visitor: { cookie: string; xsrf: string; id: number };
  staff: { cookie: string; xsrfHeader: string; xsrf: string };
}

// ---- values a hostile client sends ----

/** Past a 32-bit column (PostgreSQL's `integer`, every id), past a 64-bit one (`bigint`), and round the edges. */
export const bigIntegerTexts = ['2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740993', '9223372036854775807', '9223372036854775808', '-9223372036854775809', '18446744073709551616', '99999999999999999999999'] as const;
const bigNumbers = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 2 ** 64, 1e300);

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(3),
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '😀\ud83d',
  '\u202e',
  '"; DROP TABLE users; --',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  '😀'.repeat(50),
  'a'.repeat(5000),
  'é'.repeat(300),
  '1e309',
  '-0',
  'NaN',
  'null',
  'true',
  ...bigIntegerTexts,
);
/** Text with a NUL or a lone surrogate somewhere in it, not only alone. */
const brokenText = fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 12 })).map((parts) => parts.join(''));
const scalar = fc.oneof(
  fc.string({ maxLength: 60 }),
  brokenText,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  nasty,
  fc.integer(),
  bigNumbers,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** A string, hostile or not (where a field takes text of any kind, so it gets as far as the query). */
const anyString = fc.oneof(fc.string({ maxLength: 30 }), brokenText, nasty);
/** Objects a careless `String(x)` or template literal throws on, or turns into something unexpected. */
const trickyObject = fc.constantFrom<unknown>({ toString: 1 }, { valueOf: 1, toString: 1 }, { toString: {} }, { toJSON: 1 }, { length: 1e9 }, { $gt: '' }, {}, [], [[]], ['\u0000'], [2 ** 63]);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: trickyObject },
);
const email = fc.oneof(fc.emailAddress(), nasty, fc.string({ maxLength: 40 }), fc.constant('a@b.co'));
const password = fc.oneof(fc.string({ minLength: 0, maxLength: 140 }), nasty, fc.constant('violet-harbor-42'));

/** A body with the endpoint's fields (some missing, some of the wrong type) and stray keys. */
function fieldsBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keyed = Object.fromEntries(Object.entries(fields).map(([k, arb]) => [k, fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: value })]));
  return fc.tuple(fc.record(keyed, { requiredKeys: [] }), fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'website', 'form_stamp')), value, { maxKeys: 3 })).map(([known, extra]) => ({ ...extra, ...known }));
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=XyZ',
  '',
  'application/json, text/html',
  '*/*',
);

/** JSON text, or JSON broken in one of the ways a fuzzer breaks it. */
function jsonBytes(body: fc.Arbitrary<unknown>): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 6, arbitrary: body.map((b) => Buffer.from(JSON.stringify(b) ?? 'null')) },
    { weight: 1, arbitrary: fc.tuple(body, fc.nat()).map(([b, n]) => { const s = JSON.stringify(b) ?? 'null'; return Buffer.from(s.slice(0, n % (s.length + 1))); }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[', '{"a":', 'null', '{"__proto__":{"polluted":1}}', '{"a":1}}', '\ufeff{}', '{"a":"\\ud800"}', '{"id":99999999999999999999999}', '{"website":{"toString":1}}', '[{"toString":1}]', '{"q":"\\u0000"}').map((s) => Buffer.from(s)) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => Buffer.from(`{"deep":${'['.repeat(n)}${']'.repeat(n)}}`)) },
  );
}

function jsonEndpoint(name: string, method: string, path: string, fields: Record<string, fc.Arbitrary<unknown>>, headers: () => Record<string, string> = () => ({})): Endpoint {
  return {
    name,
    route: `${method} ${path}`,
    arbitrary: fc
      .tuple(fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: contentTypes }), jsonBytes(fieldsBody(fields)), fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1') }))
      .map(([type, body, origin]) => ({ method, path, headers: { ...headers(), ...(type ? { 'content-type': type } : {}), ...(origin ? { origin } : {}) }, body })),
  };
}

// ---- multipart ----

const boundaryChars = fc.string({ minLength: 1, maxLength: 70 }).filter((s) => /^[A-Za-z0-9'()+_,./:=?-]+$/.test(s));

function multipartArbitrary(path: string, photo: { jpeg: Buffer }): fc.Arbitrary<HostileRequest> {
  const fieldNames = fc.constantFrom('first_name', 'last_name', 'email', 'phone', 'message', 'form_page_name', 'image', 'website', 'form_stamp', 'lead_source', 'appointment_type', 'appointment_start', 'proof_of_work', '__proto__', '', 'x'.repeat(200));
  const partBody = fc.oneof(
    { weight: 4, arbitrary: scalar.map((v) => Buffer.from(String(v))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant(0).map(() => photo.jpeg) },
    { weight: 1, arbitrary: fc.nat().map((n) => photo.jpeg.subarray(0, n % (photo.jpeg.length + 1))) },
    // a proof of work's shape (base64 JSON) with anything inside: it reaches the payload's checks
    { weight: 1, arbitrary: fc.oneof(fc.json(), fc.record({ challenge: fc.record({ parameters: fc.object(), signature: fc.string() }), solution: fc.object() }).map((o) => JSON.stringify(o))).map((j) => Buffer.from(Buffer.from(j).toString('base64'))) },
  );
  const part = fc.record({ name: fieldNames, filename: fc.option(fc.oneof(fc.constant('a.jpg'), fc.constant('../../x.jpg'), fc.string({ maxLength: 20 })), { nil: undefined }), type: fc.option(fc.constantFrom('image/jpeg', 'text/plain', 'image/png', ''), { nil: undefined }), body: partBody, rawHeader: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }) });
  return fc
    .tuple(boundaryChars, fc.array(part, { maxLength: 12 }), fc.constantFrom('whole', 'cut', 'no-close', 'wrong-boundary', 'json'), fc.nat(), fc.constantFrom('quoted', 'plain', 'missing', 'empty', 'other-type'))
    .map(([boundary, parts, shape, cutAt, header]) => {
      const chunks: Buffer[] = [];
      const b = shape === 'wrong-boundary' ? `${boundary}x` : boundary;
      for (const p of parts) {
        const disposition = `Content-Disposition: form-data; name="${p.name.replace(/"/g, '')}"${p.filename !== undefined ? `; filename="${p.filename.replace(/[\r\n"]/g, '')}"` : ''}`;
        chunks.push(Buffer.from(`--${b}\r\n${p.rawHeader !== undefined ? `${p.rawHeader.replace(/[\r\n]/g, '')}\r\n` : ''}${disposition}\r\n${p.type !== undefined ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), p.body, Buffer.from('\r\n'));
      }
      if (shape !== 'no-close') chunks.push(Buffer.from(`--${b}--\r\n`));
      let body = Buffer.concat(chunks);
      if (shape === 'cut') body = body.subarray(0, cutAt % (body.length + 1));
      if (shape === 'json') body = Buffer.from(JSON.stringify({ first_name: 'Ana' }));
      const type =
        header === 'quoted' ? `multipart/form-data; boundary="${boundary}"` : header === 'plain' ? `multipart/form-data; boundary=${boundary}` : header === 'missing' ? 'multipart/form-data' : header === 'empty' ? 'multipart/form-data; boundary=' : 'application/json';
      return { method: 'POST', path, headers: { 'content-type': type }, body };
    });
}

/** A `lead_source` field: well-formed pairs with hostile values, or anything at all. */
const leadSource = fc.oneof(
  fc.dictionary(fc.constantFrom('utm_source', 'utm_campaign', 'click_id', 'referrer', 'landing_page', 'last_referrer', 'partner', '__proto__'), fc.oneof(scalar.map(String), nasty)).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom('%', '%zz&utm_source=%E0%A4%A', 'referrer=javascript:alert(1)', 'landing_page=//evil.example/x', `utm_term=${'a'.repeat(20_000)}`),
);

// ---- paths and queries ----

/**
 * Percent-encoded as encodeURIComponent does, except a lone surrogate (which it refuses): written as
 * the three bytes a careless encoder sends for it (CESU-8), which is no UTF-8.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

// encoded values, and raw ones a client should never send: stray or malformed percent escapes, dot segments
const pathSegment = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.integer().map(String), bigNumbers.map(String)).map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e', '%00', 'a%00b', '%', '%zz', '%E0%A4%A', '%ED%A0%80', 'a%2Fb', '%C0%AE', '%C0%80', ';', '~') },
);
/** An id as a path segment: a lead that may exist, one past its column, or anything at all. */
const idSegment = fc.oneof(fc.nat({ max: 5 }).map(String), fc.constantFrom(...bigIntegerTexts, '0', '-1', '00000000001'), pathSegment);
/** An inbox cursor (`<created_at>_<kind>_<id>`) with its numbers in or far out of range. */
const cursorText = fc
  .tuple(fc.oneof(fc.nat().map(String), fc.constantFrom('1700000000000', ...bigIntegerTexts)), fc.constantFrom('contact', 'consultation', 'blog'), fc.oneof(fc.nat({ max: 5 }).map(String), fc.constantFrom(...bigIntegerTexts)))
  .map((parts) => parts.join('_'));
const dayText = fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-30', '+275760-09-13'));
/** An instant as the appointment calls take it, or one a little off. */
const instantText = fc.oneof(
  fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-03-08T07:30:00.000Z', '2026-11-01T06:00:00Z', '2026-12-02T14:00:00+99:00', '+275760-09-13T00:00:00.000Z', '2026-02-30T10:00:00Z'),
);
/** The availability and calendar queries: mostly well-formed, with hostile values mixed in (the rest of the query string follows a second '?'). */
const appointmentQuery = fc
  .tuple(fc.oneof(fc.constantFrom('in-person', 'phone', 'video'), scalar.map(String)), fc.oneof(dayText, scalar.map(String)), fc.oneof(dayText, scalar.map(String)))
  .map(([type, from, to]) => `type=${percentEncode(type)}&from=${percentEncode(from)}&to=${percentEncode(to)}`);
/** `appointments=1,2,3` for the staff's health form statuses: ids, too many, not ids */
const appointmentIdsQuery = fc
  .oneof(
    fc.array(fc.oneof(fc.nat({ max: 2_147_483_647 }), fc.constant(0)), { minLength: 1, maxLength: 260 }).map((ids) => ids.join(',')),
    fc.array(fc.oneof(scalar.map(String), fc.string({ maxLength: 12 })), { maxLength: 5 }).map((parts) => parts.join(',')),
  )
  .map((ids) => `appointments=${percentEncode(ids)}`);
const wallText = fc.oneof(fc.tuple(fc.nat({ max: 25 }), fc.nat({ max: 61 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`), fc.constantFrom('9:00', '24:00', ''));
const queryKey = fc.oneof(
  fc.constantFrom('q', 'status', 'kind', 'language', 'lang', 'from', 'to', 'before', 'after', 'limit', 'cursor', 'sort', 'source', 'medium', 'campaign', 'partner', 'landing_page', '__proto__'),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(scalar.map(String), cursorText, dayText, fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }).map((a) => a.join(',')));
// keys and values encoded one by one, so NUL, lone surrogates and repeated keys arrive as sent
const queryString = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')) },
  { weight: 1, arbitrary: fc.constantFrom('q=%00', '%00=1', 'source=a%00', 'before=1700000000000_contact_2147483648', 'after=99999999999999999_consultation_1', 'q=%ED%A0%80', 'limit=2147483648', 'from=%00', 'q=a&q=b', 'q', '&&=&') },
);

/** The access log's query: its own keys (a person, Miami days, a cursor) among the hostile ones. */
const accessLogQuery = fc.oneof(
  { weight: 3, arbitrary: queryString },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom('staff', 'from', 'to', 'cursor'), queryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${percentEncode(v)}`).join('&')),
  },
  { weight: 1, arbitrary: fc.constantFrom('staff=2147483648', 'staff=%00', 'staff=1&from=2026-03-05&to=2026-03-01', 'cursor=99999999999999999_log_1', 'cursor=1_lead_0', 'cursor=1_log_2147483648') },
);

/** A course day as the staff form sends it, mostly well-formed so hostile text in one field reaches the checks. */
const courseDayFields: Record<string, fc.Arbitrary<unknown>> = {
  date: fc.oneof(dayText, scalar),
  start_time: fc.oneof(wallText, scalar),
  end_time: fc.oneof(wallText, scalar),
  language: fc.oneof(fc.constantFrom('en', 'es', 'fr'), scalar),
  seats: fc.oneof(fc.integer({ min: -1, max: 14 }), bigNumbers, scalar),
  price: fc.oneof(fc.constantFrom('$2,900', '=HYPERLINK("x")', ''), scalar),
  enrollment_closes: fc.oneof(fc.tuple(dayText, wallText).map(([d, w]) => `${d}T${w}`), scalar),
};

// ---- staff posts ----

const postFields: Record<string, fc.Arbitrary<unknown>> = {
  title: scalar,
  slug: fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,30}$/), scalar),
  language: fc.oneof(fc.constantFrom('en', 'es'), scalar),
  translation_of: fc.oneof(fc.nat({ max: 5 }), bigNumbers, scalar),
  meta_description: scalar,
  image: fc.oneof(fc.constantFrom('/images/a.jpg', 'javascript:alert(1)', '//evil.example/x.jpg', '/media/posts/1-10x10.jpg'), scalar),
  image_alt: scalar,
  body: fc.oneof(fc.constantFrom('<script>alert(1)</script>', '[x](javascript:alert(1))', '<svg onload=alert(1)>', '# h\n\n- a'), scalar),
};
/** An If-Match header: a version that may be current, one far out of range, junk, or none. */
const ifMatch = fc.option(fc.oneof(fc.nat({ max: 5 }).map((n) => `"${n}"`), fc.constantFrom('"99999999999999999999"', 'W/"1"', '*', '', '"%00"', 'nonsense')), { nil: undefined });

function postChange(name: string, method: string, route: string, path: (id: string, other: string) => string, body: fc.Arbitrary<unknown>, headers: () => Record<string, string>): Endpoint {
  return {
    name,
    route: `${method} ${route}`,
    arbitrary: fc
      .tuple(idSegment, idSegment, ifMatch, jsonBytes(body))
      .map(([id, other, tag, bytes]) => ({ method, path: path(id || '0', other || '0'), headers: { ...headers(), 'content-type': 'application/json', ...(tag === undefined ? {} : { 'if-match': tag }) }, body: bytes })),
  };
}

function getEndpoint(name: string, route: string, headers: () => Record<string, string> = () => ({}), paths: fc.Arbitrary<string> = fc.constant(route)): Endpoint {
  return { name, route: `GET ${route}`, arbitrary: fc.tuple(paths, queryString).map(([p, q]) => ({ method: 'GET', path: q ? `${p}?${q}` : p, headers: headers() })) };
}

/**
 * Every endpoint of the API, with the bodies, paths and queries a hostile client would send. The
 * credentials and the photo are read when requests are generated, so they may be filled in later.
 */
export function hostileEndpoints(auth: Credentials, photo: { jpeg: Buffer }): Endpoint[] {
  const visitor = () => ({ cookie: auth.visitor.cookie, 'x-xsrf-token': auth.visitor.xsrf });
  const staff = () => ({ cookie: auth.staff.cookie, [auth.staff.xsrfHeader]: auth.staff.xsrf });
  const person = { first_name: scalar, last_name: scalar, email, phone: fc.oneof(fc.stringMatching(/^[0-9 ()+-]{0,16}$/), scalar), dob: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), scalar), gender: fc.oneof(fc.constantFrom('Male', 'Female', 'Other', 'male'), scalar), ref_type: fc.oneof(fc.constantFrom('Flyer', 'Staff', 'How did you hear about us?'), scalar) };
  return [
    jsonEndpoint('register', 'POST', '/api/endolift-register', { ...person, password, confirm_password: password }),
    jsonEndpoint('login', 'POST', '/api/endolift-login', { email, password }),
    jsonEndpoint('forgotpassword', 'POST', '/api/endolift-forgotpassword', { email }),
    jsonEndpoint('reset', 'POST', '/api/endolift-reset', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar), email, password, confirm_password: password }),
    jsonEndpoint('update-profile', 'POST', '/api/endolift-update-profile', { ...person, id: fc.oneof(fc.constant(0).map(() => auth.visitor.id), fc.integer(), scalar), password }, visitor),
    jsonEndpoint('logout', 'POST', '/api/endolift-logout', {}),
    jsonEndpoint('verify-email', 'POST', '/api/account/verify-email', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar) }),
    jsonEndpoint('verify-email-resend', 'POST', '/api/account/verify-email/resend', { email }),
    jsonEndpoint('contactus', 'POST', '/api/endolift-contactus', { name: scalar, email, phone: scalar, message: scalar, website: fc.constantFrom('', 'x'), form_stamp: fc.oneof(fc.constant(''), scalar), lead_source: leadSource }),
    { name: 'scheduleconversation', route: 'POST /api/endolift-scheduleconversation', arbitrary: multipartArbitrary('/api/endolift-scheduleconversation', photo) },
    getEndpoint('blog-list', '/api/blog-list'),
    getEndpoint('blog-details', '/api/blog-details/:slug', undefined, pathSegment.map((s) => `/api/blog-details/${s || 'x'}`)),
    getEndpoint('form-stamp', '/api/form-stamp'),
    getEndpoint('proof-of-work', '/api/proof-of-work'),
    getEndpoint('openapi', '/api/openapi.json'),
    getEndpoint('healthz', '/healthz'),
    getEndpoint('livez', '/livez'),
    getEndpoint('readyz', '/readyz'),
    jsonEndpoint('staff-login', 'POST', '/api/staff/login', { email, password }),
    jsonEndpoint('staff-set-password', 'POST', '/api/staff/set-password', { token: scalar, email, password, confirm_password: password }),
    // without the session: with it, a well-formed call would sign the rest of the run out
    jsonEndpoint('staff-logout', 'POST', '/api/staff/logout', {}),
    getEndpoint('staff-me', '/api/staff/me', staff),
    // the second factor (server/staff/staff-second-factor-routes.ts): the run's session has passed it,
    // so these answer 409 or 400 and never spend or replace its app
    getEndpoint('staff-second-factor', '/api/staff/second-factor', staff),
    jsonEndpoint('staff-second-factor-enrol', 'POST', '/api/staff/second-factor/enrol', {}, staff),
    jsonEndpoint('staff-second-factor-confirm', 'POST', '/api/staff/second-factor/confirm', { code: fc.oneof(fc.stringMatching(/^\d{6}$/), scalar) }, staff),
    jsonEndpoint('staff-second-factor-verify', 'POST', '/api/staff/second-factor/verify', { code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/), scalar) }, staff),
    // passkeys (server/staff/staff-passkey-routes.ts): answers no authenticator signed, refused without a 500
    jsonEndpoint('staff-passkey-register-options', 'POST', '/api/staff/second-factor/passkey/register-options', {}, staff),
    jsonEndpoint('staff-passkey-register', 'POST', '/api/staff/second-factor/passkey/register', { response: fc.oneof(fc.record({ id: scalar, rawId: scalar, type: fc.constant('public-key'), response: fc.record({ clientDataJSON: scalar, attestationObject: scalar }) }), scalar) }, staff),
    jsonEndpoint('staff-passkey-sign-in-options', 'POST', '/api/staff/second-factor/passkey/sign-in-options', {}, staff),
    jsonEndpoint('staff-passkey-sign-in', 'POST', '/api/staff/second-factor/passkey/sign-in', { response: fc.oneof(fc.record({ id: scalar, rawId: scalar, type: fc.constant('public-key'), response: fc.record({ clientDataJSON: scalar, authenticatorData: scalar, signature: scalar }) }), scalar) }, staff),
    getEndpoint('staff-passkeys', '/api/staff/second-factor/passkeys', staff),
    getEndpoint('staff-mail-failed', '/api/staff/mail/failed', staff),
    getEndpoint('staff-backups', '/api/staff/backups', staff),
    getEndpoint('staff-leads', '/api/staff/leads', staff),
    getEndpoint('staff-lead', '/api/staff/leads/:kind/:id', staff, fc.tuple(fc.oneof(fc.constantFrom('consultation', 'contact'), pathSegment), idSegment).map(([k, id]) => `/api/staff/leads/${k || 'x'}/${id || '0'}`)),
    getEndpoint('staff-photo', '/api/staff/leads/consultation/:id/photo', staff, idSegment.map((id) => `/api/staff/leads/consultation/${id || '0'}/photo`)),
    getEndpoint('staff-lead-sources', '/api/staff/lead-sources/results', staff),
    jsonEndpoint(
      'staff-export',
      'POST',
      '/api/staff/leads/export',
      // mostly filters that parse, so hostile text in one of them reaches the query
      {
        q: anyString,
        status: fc.oneof(fc.constantFrom('', 'new', 'contacted', 'booked', 'attended', 'closed'), scalar),
        kind: fc.oneof(fc.constantFrom('', 'consultation', 'contact'), scalar),
        language: fc.oneof(fc.constantFrom('', 'en', 'es'), scalar),
        from: fc.oneof(dayText, scalar),
        to: fc.oneof(dayText, scalar),
        source: anyString,
        medium: anyString,
        campaign: anyString,
        partner: anyString,
        landing_page: anyString,
      },
      staff,
    ),
    {
      name: 'staff-change',
      route: 'PATCH /api/staff/leads/:kind/:id',
      arbitrary: fc
        .tuple(fc.constantFrom('consultation', 'contact', 'blog'), idSegment, jsonBytes(fieldsBody({ status: fc.oneof(fc.constantFrom('new', 'contacted', 'booked', 'attended', 'closed'), scalar), note: scalar })))
        .map(([kind, id, body]) => ({ method: 'PATCH', path: `/api/staff/leads/${kind}/${id || '0'}`, headers: { ...staff(), 'content-type': 'application/json' }, body })),
    },
    getEndpoint('faq-set', '/api/faq-sets/:key', undefined, fc.oneof(fc.constantFrom('home', 'all', 'results_faq'), pathSegment).map((k) => `/api/faq-sets/${k || 'x'}`)),
    getEndpoint('staff-faq-sets', '/api/staff/faq-sets', staff),
    getEndpoint('staff-faq-set', '/api/staff/faq-sets/:key', staff, fc.oneof(fc.constantFrom('home', 'treatment_faq'), pathSegment).map((k) => `/api/staff/faq-sets/${k || 'x'}`)),
    jsonEndpoint('staff-faq-create', 'POST', '/api/staff/faq-sets', { key: fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,45}$/), scalar), title: scalar }, staff),
    {
      name: 'staff-faq-save',
      route: 'PUT /api/staff/faq-sets/:key',
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom('home', 'results_faq'), pathSegment),
          fc.oneof(fc.constantFrom('"1"', '"2"', 'W/"1"', '*', '', '"99999999999999999999"', '"-1"'), scalar.map(String)),
          jsonBytes(fieldsBody({ title: scalar, items: fc.oneof(fc.array(fc.record({ question: scalar, answer: fc.oneof(scalar, fc.constantFrom('<p onclick=alert(1)>x</p>', '<script>alert(1)</script>', '<a href="javascript:alert(1)">x</a>')) }), { maxLength: 45 }), scalar) })),
        )
        .map(([key, ifMatch, body]) => ({ method: 'PUT', path: `/api/staff/faq-sets/${key || 'x'}`, headers: { ...staff(), 'content-type': 'application/json', 'if-match': ifMatch.replace(/[^\x20-\x7e]/g, '') }, body })),
    },
    {
      name: 'staff-faq-delete',
      route: 'DELETE /api/staff/faq-sets/:key',
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom('home', 'spring-offer'), pathSegment), queryString).map(([k, q]) => ({ method: 'DELETE', path: `/api/staff/faq-sets/${k || 'x'}${q ? `?${q}` : ''}`, headers: staff() })),
    },
    // appointments (server/appointments/): the public calls, the self-service links, the staff calendar and hours
    getEndpoint('appointment-types', '/api/appointments/types'),
    getEndpoint('appointment-availability', '/api/appointments/availability', undefined, appointmentQuery.map((q) => `/api/appointments/availability?${q}`)),
    {
      // the link's token in its header (any printable ASCII a header can carry), and a hostile query beside it
      name: 'appointment-manage',
      route: 'GET /api/appointments/manage',
      arbitrary: fc
        .tuple(fc.oneof(fc.base64String({ maxLength: 60 }), fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 })), queryString)
        .map(([token, q]) => ({ method: 'GET', path: q ? `/api/appointments/manage?${q}` : '/api/appointments/manage', headers: { 'x-appointment-token': token } })),
    },
    jsonEndpoint('appointment-cancel', 'POST', '/api/appointments/manage/cancel', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar) }),
    jsonEndpoint('appointment-reschedule', 'POST', '/api/appointments/manage/reschedule', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar), start: fc.oneof(instantText, scalar) }),
    // her own appointments in her account (server/appointments/account-appointment-routes.ts), with her session
    getEndpoint('account-appointments', '/api/account/appointments', visitor),
    ...(['cancel', 'reschedule'] as const).map((action): Endpoint => ({
      name: `account-appointment-${action}`,
      route: `POST /api/account/appointments/:id/${action}`,
      arbitrary: fc
        .tuple(idSegment, jsonBytes(fieldsBody({ start: fc.oneof(instantText, scalar) })))
        .map(([id, body]) => ({ method: 'POST', path: `/api/account/appointments/${id || '0'}/${action}`, headers: { ...visitor(), 'content-type': 'application/json' }, body })),
    })),
    // her health form for an in-person appointment (server/health-forms/), with her session
    getEndpoint('health-form-questions', '/api/account/health-form/questions'),
    getEndpoint('health-form', '/api/account/appointments/:id/health-form', visitor, idSegment.map((id) => `/api/account/appointments/${id || '0'}/health-form`)),
    {
      name: 'health-form-sign',
      route: 'POST /api/account/appointments/:id/health-form',
      arbitrary: fc
        .tuple(
          idSegment,
          jsonBytes(
            fieldsBody({
              answers: fc.oneof(fc.dictionary(fc.constantFrom('pregnant', 'bloodThinners', 'diabetes', 'autoimmune', '__proto__'), fc.oneof(fc.boolean(), scalar)), value),
              medications: scalar,
              allergies: scalar,
              photo_consent: fc.oneof(fc.constantFrom('none', 'record', 'marketing'), scalar),
              consent_version: fc.oneof(fc.constant('consent-2026-11'), scalar),
              accept_consent: fc.oneof(fc.boolean(), scalar),
              signed_name: scalar,
            }),
          ),
        )
        .map(([id, body]) => ({ method: 'POST', path: `/api/account/appointments/${id || '0'}/health-form`, headers: { ...visitor(), 'content-type': 'application/json' }, body })),
    },
    getEndpoint('health-form-version', '/api/account/appointments/:id/health-form/versions/:n', visitor, fc.tuple(idSegment, idSegment).map(([id, n]) => `/api/account/appointments/${id || '0'}/health-form/versions/${n || '0'}`)),
    getEndpoint('health-form-version-pdf', '/api/account/appointments/:id/health-form/versions/:n/pdf', visitor, fc.tuple(idSegment, idSegment).map(([id, n]) => `/api/account/appointments/${id || '0'}/health-form/versions/${n || '0'}/pdf`)),
    // marketing mail (server/marketing-mail/): the one-click unsubscribe (no session; the token in the query, a form body) and her account's setting
    {
      name: 'unsubscribe-one-click',
      route: 'POST /api/unsubscribe',
      arbitrary: fc
        .tuple(fc.oneof(fc.base64String({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 60 })), queryString, fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data', ''), fc.oneof(fc.constant('List-Unsubscribe=One-Click'), fc.string({ maxLength: 200 })))
        .map(([token, q, type, body]): HostileRequest => ({ method: 'POST', path: `/api/unsubscribe?token=${percentEncode(token)}${q ? `&${q}` : ''}`, headers: type ? { 'content-type': type } : {}, body: Buffer.from(body) })),
    },
    // a browser opening that link: a 303 to the site's page, never an unsubscribe
    {
      name: 'unsubscribe-page',
      route: 'GET /api/unsubscribe',
      arbitrary: fc
        .tuple(fc.oneof(fc.base64String({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 300 })), queryString, fc.constantFrom('en', 'es', 'es-US,es;q=0.9', '*', ''))
        .map(([token, q, lang]): HostileRequest => ({ method: 'GET', path: `/api/unsubscribe?token=${percentEncode(token)}${q ? `&${q}` : ''}`, headers: lang ? { 'accept-language': lang } : {} })),
    },
    getEndpoint('account-marketing-mail', '/api/account/marketing-mail', visitor),
    jsonEndpoint('account-marketing-mail-put', 'PUT', '/api/account/marketing-mail', { subscribed: fc.oneof(fc.boolean(), scalar) }, visitor),
    // her data (server/account-data/): the download, a signed form's PDF by id, closing her account with her password
    getEndpoint('account-data-terms', '/api/account/data-terms'),
    getEndpoint('account-export', '/api/account/export', visitor),
    getEndpoint('account-signed-form-pdf', '/api/account/health-forms/:id/pdf', visitor, idSegment.map((id) => `/api/account/health-forms/${id || '0'}/pdf`)),
    jsonEndpoint('account-close', 'POST', '/api/account/close', { password: fc.oneof(fc.string({ maxLength: 2000 }), scalar) }, visitor),
    // the training course (server/courses/): the days, enrolling, her own page and a waitlist offer
    getEndpoint('course-days', '/api/courses/days'),
    jsonEndpoint('course-enroll', 'POST', '/api/courses/enroll', {
      ...person,
      day_id: fc.oneof(fc.constantFrom(1, 2, 3, '1'), fc.integer(), fc.double(), scalar),
      profession: fc.oneof(fc.constantFrom('physician', 'laser_technician', 'other', 'surgeon'), scalar),
      profession_other: scalar,
      licence_type: scalar,
      licence_number: scalar,
      licence_state: fc.oneof(fc.constantFrom('FL', 'fl', 'XX'), scalar),
      practice_name: scalar,
      needs: scalar,
      terms: fc.oneof(fc.boolean(), scalar),
      waitlist: fc.oneof(fc.boolean(), scalar),
      proof_of_work: fc.oneof(fc.base64String({ maxLength: 200 }), scalar),
    }),
    ...(['enrollment', 'enrollment/calendar', 'enrollment/certificate'] as const).map((what): Endpoint => ({
      name: `course-${what.replace('/', '-')}`,
      route: `GET /api/courses/${what}`,
      arbitrary: fc
        .tuple(fc.oneof(fc.base64String({ maxLength: 60 }), fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 })), queryString)
        .map(([token, q]) => ({ method: 'GET', path: `/api/courses/${what}${q ? `?${q}` : ''}`, headers: { 'x-enrollment-token': token } })),
    })),
    jsonEndpoint('course-cancel', 'POST', '/api/courses/enrollment/cancel', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar) }),
    jsonEndpoint('course-move', 'POST', '/api/courses/enrollment/move', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar), day_id: fc.oneof(fc.integer(), scalar) }),
    {
      name: 'course-offer',
      route: 'GET /api/courses/offer',
      arbitrary: fc
        .tuple(fc.oneof(fc.base64String({ maxLength: 60 }), fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 })), queryString)
        .map(([token, q]) => ({ method: 'GET', path: `/api/courses/offer${q ? `?${q}` : ''}`, headers: { 'x-offer-token': token } })),
    },
    jsonEndpoint('course-offer-accept', 'POST', '/api/courses/offer/accept', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar) }),
    jsonEndpoint('course-offer-decline', 'POST', '/api/courses/offer/decline', { token: fc.oneof(fc.base64String({ maxLength: 60 }), scalar) }),
    // a certificate's public check: any number, from one that looks right to anything at all
    getEndpoint('certificate-check', '/api/certificates/:code', undefined, fc.oneof(pathSegment, fc.stringMatching(/^[0-9A-Z]{20}$/)).map((code) => `/api/certificates/${code || '0'}`)),
    // the staff's course calls: days, roster, CSV, and each enrollment's payment, cancel, move and check-in
    getEndpoint('staff-courses', '/api/staff/courses', staff),
    jsonEndpoint('staff-course-create', 'POST', '/api/staff/courses', courseDayFields, staff),
    getEndpoint('staff-course-roster', '/api/staff/courses/:id', staff, idSegment.map((id) => `/api/staff/courses/${id || '0'}`)),
    getEndpoint('staff-course-roster-csv', '/api/staff/courses/:id/roster.csv', staff, idSegment.map((id) => `/api/staff/courses/${id || '0'}/roster.csv`)),
    {
      name: 'staff-course-edit',
      route: 'PUT /api/staff/courses/:id',
      arbitrary: fc
        .tuple(idSegment, jsonBytes(fieldsBody(courseDayFields)))
        .map(([id, body]) => ({ method: 'PUT', path: `/api/staff/courses/${id || '0'}`, headers: { ...staff(), 'content-type': 'application/json' }, body })),
    },
    ...(['payment', 'move', 'check-in'] as const).map((action): Endpoint => ({
      name: `staff-course-${action}`,
      route: `POST /api/staff/courses/enrollments/:id/${action}`,
      arbitrary: fc
        .tuple(idSegment, jsonBytes(fieldsBody({ note: fc.oneof(fc.constantFrom('invoice 123', 'by phone', '=1+1'), scalar), day_id: fc.oneof(fc.nat({ max: 6 }), fc.integer(), scalar), status: fc.oneof(fc.constantFrom('attended', 'no_show', 'undo', 'present'), scalar) })))
        .map(([id, body]) => ({ method: 'POST', path: `/api/staff/courses/enrollments/${id || '0'}/${action}`, headers: { ...staff(), 'content-type': 'application/json' }, body })),
    })),
    {
      name: 'staff-course-enrollment-cancel',
      route: 'POST /api/staff/courses/enrollments/:id/cancel',
      arbitrary: idSegment.map((id) => ({ method: 'POST', path: `/api/staff/courses/enrollments/${id || '0'}/cancel`, headers: staff() })),
    },
    {
      name: 'staff-certificate-revoke',
      route: 'POST /api/staff/courses/certificates/:code/revoke',
      arbitrary: fc
        .tuple(fc.oneof(pathSegment, fc.stringMatching(/^[0-9A-Z]{20}$/)), jsonBytes(fieldsBody({ reason: fc.oneof(fc.constantFrom('Left at noon', ''), scalar) })))
        .map(([code, body]) => ({ method: 'POST', path: `/api/staff/courses/certificates/${code || '0'}/revoke`, headers: { ...staff(), 'content-type': 'application/json' }, body })),
    },
    // last of the course's: it cancels the days the calls above read
    {
      name: 'staff-course-cancel',
      route: 'POST /api/staff/courses/:id/cancel',
      arbitrary: idSegment.map((id) => ({ method: 'POST', path: `/api/staff/courses/${id || '0'}/cancel`, headers: staff() })),
    },
    getEndpoint('staff-appointments', '/api/staff/appointments', staff, appointmentQuery.map((q) => `/api/staff/appointments?${q}`)),
    // the health forms' status for the calendar and the answers for the practitioner (server/health-forms/staff-health-form-routes.ts)
    getEndpoint('staff-health-forms', '/api/staff/health-forms', staff, appointmentIdsQuery.map((q) => `/api/staff/health-forms?${q}`)),
    getEndpoint('staff-health-form', '/api/staff/appointments/:id/health-form', staff, idSegment.map((id) => `/api/staff/appointments/${id || '0'}/health-form`)),
    ...(['move', 'status'] as const).map((action): Endpoint => ({
      name: `staff-appointment-${action}`,
      route: `POST /api/staff/appointments/:id/${action}`,
      arbitrary: fc
        .tuple(
          idSegment,
          jsonBytes(
            fieldsBody({
              start: fc.oneof(instantText, scalar),
              status: fc.oneof(fc.constantFrom('attended', 'no-show', 'cancelled', 'booked'), scalar),
              areas: fc.oneof(fc.array(fc.oneof(fc.constantFrom('neck', 'under_chin', 'knee', '__proto__'), scalar), { maxLength: 25 }), scalar),
            }),
          ),
        )
        .map(([id, body]) => ({ method: 'POST', path: `/api/staff/appointments/${id || '0'}/${action}`, headers: { ...staff(), 'content-type': 'application/json' }, body })),
    })),
    ...(['confirm', 'decline'] as const).map((action): Endpoint => ({
      name: `staff-appointment-${action}`,
      route: `POST /api/staff/appointments/:id/${action}`,
      arbitrary: idSegment.map((id) => ({ method: 'POST', path: `/api/staff/appointments/${id || '0'}/${action}`, headers: staff() })),
    })),
    getEndpoint('staff-booking-settings', '/api/staff/booking-settings', staff),
    jsonEndpoint('staff-booking-settings-put', 'PUT', '/api/staff/booking-settings', { holdInPerson: fc.oneof(fc.boolean(), scalar) }, staff),
    getEndpoint('staff-hours', '/api/staff/hours', staff),
    jsonEndpoint('staff-hours-put', 'PUT', '/api/staff/hours', { weekly: fc.oneof(fc.array(fc.record({ weekday: fc.oneof(fc.integer({ min: -1, max: 8 }), scalar), start: fc.oneof(wallText, scalar), end: fc.oneof(wallText, scalar), breaks: fc.oneof(fc.array(fc.record({ start: wallText, end: wallText }), { maxLength: 5 }), scalar) }), { maxLength: 9 }), scalar) }, staff),
    jsonEndpoint('staff-hours-override', 'POST', '/api/staff/hours/overrides', { date: fc.oneof(dayText, scalar), closed: fc.oneof(fc.boolean(), scalar), start: fc.oneof(wallText, scalar), end: fc.oneof(wallText, scalar), note: scalar }, staff),
    {
      name: 'staff-hours-override-delete',
      route: 'DELETE /api/staff/hours/overrides/:id',
      arbitrary: idSegment.map((id) => ({ method: 'DELETE', path: `/api/staff/hours/overrides/${id || '0'}`, headers: staff() })),
    },
    // staff posts (server/blog/): stale, junk or missing If-Match headers with every change
    getEndpoint('staff-posts', '/api/staff/posts', staff),
    getEndpoint('staff-post', '/api/staff/posts/:id', staff, idSegment.map((id) => `/api/staff/posts/${id || '0'}`)),
    jsonEndpoint('staff-post-create', 'POST', '/api/staff/posts', postFields, staff),
    postChange('staff-post-save', 'PUT', '/api/staff/posts/:id', (id) => `/api/staff/posts/${id}`, fieldsBody(postFields), staff),
    postChange('staff-post-publish', 'POST', '/api/staff/posts/:id/publish', (id) => `/api/staff/posts/${id}/publish`, fieldsBody({ at: fc.oneof(fc.integer(), bigNumbers, scalar) }), staff),
    postChange('staff-post-unpublish', 'POST', '/api/staff/posts/:id/unpublish', (id) => `/api/staff/posts/${id}/unpublish`, fieldsBody({}), staff),
    postChange('staff-post-restore', 'POST', '/api/staff/posts/:id/revisions/:revision/restore', (id, other) => `/api/staff/posts/${id}/revisions/${other}/restore`, fieldsBody({}), staff),
    {
      name: 'staff-post-image',
      route: 'POST /api/staff/posts/images',
      arbitrary: multipartArbitrary('/api/staff/posts/images', photo).map((req) => ({ ...req, headers: { ...staff(), ...req.headers } })),
    },
    {
      name: 'staff-post-delete',
      route: 'DELETE /api/staff/posts/:id',
      arbitrary: fc.tuple(idSegment, ifMatch).map(([id, tag]) => ({ method: 'DELETE', path: `/api/staff/posts/${id || '0'}`, headers: { ...staff(), ...(tag === undefined ? {} : { 'if-match': tag }) } })),
    },
    // staff management (server/staff/staff-people-routes.ts): the session is the only owner with a
    // password, so a change to her own account (`myself`) is refused as the last owner's, and
    // signing out everywhere and resetting a second factor are never sent with `myself`: they would
    // end the run's session
    getEndpoint('staff-people', '/api/staff/people', staff),
    // the owners' access log (server/staff/access-log-routes.ts): a person, Miami days, a cursor
    {
      name: 'staff-access-log',
      route: 'GET /api/staff/access-log',
      arbitrary: accessLogQuery.map((q) => ({ method: 'GET', path: `/api/staff/access-log${q ? `?${q}` : ''}`, headers: staff() })),
    },
    // each download reads every row it matches, and the run fills the log: a day long before the
    // run keeps the file short, while the hostile query after it still reaches every check
    {
      name: 'staff-access-log-csv',
      route: 'GET /api/staff/access-log.csv',
      arbitrary: accessLogQuery.map((q) => ({ method: 'GET', path: `/api/staff/access-log.csv?to=2001-01-01${q ? `&${q}` : ''}`, headers: staff() })),
    },
    jsonEndpoint('staff-people-invite', 'POST', '/api/staff/people', { email, role: fc.oneof(fc.constantFrom('owner', 'front_desk', 'practitioner', 'marketing', 'janitor'), scalar), practitioner_id: fc.oneof(fc.constantFrom('practitioner', 'room'), scalar) }, staff),
    ...(
      [
        ['staff-people-role', 'role', { role: fc.oneof(fc.constantFrom('owner', 'front_desk', 'practitioner', 'marketing', '__proto__'), scalar), practitioner_id: scalar, myself: fc.oneof(fc.boolean(), scalar) }],
        ['staff-people-disable', 'disable', { myself: fc.oneof(fc.boolean(), scalar) }],
        ['staff-people-sign-out', 'sign-out', {}],
        // never with `myself`: resetting the run's own app would end its session
        ['staff-people-second-factor-reset', 'second-factor/reset', {}],
      ] as const
    ).map(([name, action, fields]): Endpoint => ({
      name,
      route: `POST /api/staff/people/:id/${action}`,
      arbitrary: fc
        .tuple(idSegment, fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: contentTypes }), jsonBytes(fieldsBody(fields)))
        .map(([id, type, body]) => ({ method: 'POST', path: `/api/staff/people/${id || '0'}/${action}`, headers: { ...staff(), ...(type ? { 'content-type': type } : {}) }, body })),
    })),
    // the run's account has no passkey: every id names none (404), never a 500
    {
      name: 'staff-passkey-remove',
      route: 'POST /api/staff/second-factor/passkeys/:id/remove',
      arbitrary: fc
        .tuple(idSegment, fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: contentTypes }), jsonBytes(fieldsBody({})))
        .map(([id, type, body]) => ({ method: 'POST', path: `/api/staff/second-factor/passkeys/${id || '0'}/remove`, headers: { ...staff(), ...(type ? { 'content-type': type } : {}) }, body })),
    },
    // last: it deletes the leads the endpoints above read
    {
      name: 'staff-delete',
      route: 'DELETE /api/staff/leads/:kind/:id',
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom('consultation', 'contact'), pathSegment), idSegment, queryString)
        .map(([kind, id, q]) => ({ method: 'DELETE', path: `/api/staff/leads/${kind || 'x'}/${id || '0'}${q ? `?${q}` : ''}`, headers: staff() })),
    },
  ];
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function send(baseUrl: string, req: HostileRequest): Promise<{ status: number; contentType: string; text: string; location?: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const r = http.request(
      { agent: keepAlive, host: url.hostname, port: url.port, path: req.path, method: req.method, headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8'), location: res.headers.location }));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A stack frame, or a path into the server's files (the checkout, node_modules). */
const LEAK = new RegExp(String.raw`\n\s+at \S.*:\d+:\d+|node_modules[\\/]|` + escapeRegExp(process.cwd()));

function judge(answer: { status: number; contentType: string; text: string; location?: string }): { serverError: boolean; notJson: boolean; leak: boolean } {
  const serverError = answer.status >= 500 && answer.status !== 503;
  const leak = LEAK.test(answer.text);
  let notJson = !answer.contentType.startsWith('application/json');
  if (!notJson) {
    try {
      const body = JSON.parse(answer.text) as { message?: unknown } | null;
      if (answer.status >= 400 && typeof body?.message !== 'string') notJson = true;
    } catch {
      notJson = true;
    }
  }
  // the staff photo and the CSV export answer their own types when they succeed
  if (answer.status === 200 && /^(image\/jpeg|text\/csv)\b/.test(answer.contentType)) notJson = false;
  // the one redirect of the API: a browser's GET of the unsubscribe link, sent on to the site's page, with no body
  if (answer.status === 303 && answer.text === '' && /^(\/es)?\/unsubscribe\?token=/.test(answer.location ?? '')) notJson = false;
  return { serverError, notJson, leak };
}

/** Sends `runs` generated requests for one endpoint (seeded), `concurrency` at a time, and judges every answer. */
export async function fuzzEndpoint(baseUrl: string, endpoint: Endpoint, runs: number, seed: number, concurrency = 6): Promise<Verdict> {
  const requests = fc.sample(endpoint.arbitrary, { numRuns: runs, seed });
  const verdict: Verdict = { endpoint: endpoint.name, sent: 0, classes: {}, serverErrors: 0, notJson: 0, leaks: 0, examples: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      let answer;
      try {
        answer = await send(baseUrl, req);
      } catch (err) {
        answer = { status: 0, contentType: '', text: `connection failed: ${String(err)}` };
      }
      verdict.sent += 1;
      const cls = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
      verdict.classes[cls] = (verdict.classes[cls] ?? 0) + 1;
      const { serverError, notJson, leak } = judge(answer);
      const failed = serverError || notJson || leak || answer.status === 0;
      if (serverError || answer.status === 0) verdict.serverErrors += 1;
      if (notJson) verdict.notJson += 1;
      if (leak) verdict.leaks += 1;
      if (failed && verdict.examples.length < 3) {
        verdict.examples.push({ request: `${req.method} ${req.path} ${JSON.stringify(req.headers)} ${req.body?.subarray(0, 200).toString('latin1') ?? ''}`, status: answer.status, body: answer.text.slice(0, 300) });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return verdict;
}

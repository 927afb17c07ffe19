// The plan of the house as a lint rule (docs/decisions/0022-one-room-per-feature.md): a feature
// owns everything about itself; shared plumbing never imports a feature; only the top level
// (server/*.ts, server/cli/) wires features together; a feature reaches another feature only
// through that room's index.ts; the server reads nothing of site/ but its server build
// (site/entry-server.tsx); the shared core (src/) reads no side. Imports are relative, so each
// rule matches the specifier as written from a file at a known depth below server/.

/** Feature rooms of server/: each holds its routes, operations, schemas, services, repositories. */
export const FEATURE_ROOMS = ['account-data', 'accounts', 'appointments', 'backups', 'blog', 'courses', 'faq-sets', 'health-forms', 'lead-sources', 'leads', 'marketing-mail', 'proof-of-work', 'site', 'staff', 'test-leads'];
/** Shared plumbing of server/: imports no feature. */
export const PLUMBING = ['auth', 'config', 'db', 'http', 'i18n', 'mail', 'plugins', 'uploads', 'validation'];

const up = (depth) => '\\.\\./'.repeat(depth);
const any = (names) => `(${names.join('|')})`;

function roomRules(room, depth) {
  const p = up(depth);
  const others = FEATURE_ROOMS.filter((r) => r !== room);
  const patterns = [
    {
      regex: `^${p}(?!${any([...FEATURE_ROOMS, ...PLUMBING, 'cli'])}$)[^./][^/]*$`,
      message: 'Only the top level (server/*.ts) wires features together: a room never imports it (docs/architecture.md).',
    },
    {
      regex: `^${p}\\.\\./site/(?!entry-server$)`,
      message: 'The server reads nothing of site/ but its server build (site/entry-server.tsx); shared code lives in src/.',
    },
    { regex: `^${p}\\.\\./widgets/`, message: 'The server never imports the widgets.' },
  ];
  if (PLUMBING.includes(room)) {
    patterns.push({
      regex: `^${p}${any(FEATURE_ROOMS)}(/|$)`,
      message: `Shared plumbing (server/${room}/) never imports a feature room: move what both need down into plumbing, or hand it in from the top level.`,
    });
  } else {
    patterns.push({
      regex: `^${p}${any(others)}/(?!index$).`,
      message: 'A feature reaches another feature only through its public index.ts (import the room folder itself).',
    });
  }
  return patterns;
}

const rooms = [...FEATURE_ROOMS, ...PLUMBING];

/** One config object per room and depth (server/ROOM/file.ts is depth 1). */
export const roomBoundaries = rooms.flatMap((room) =>
  [1, 2, 3].map((depth) => ({
    files: [`server/${room}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: roomRules(room, depth) }] },
  })),
);

/** The shared core (src/) is read by the site, the widgets and the server, and reads none of them. */
export const coreBoundary = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^(\\.\\./)+(server|site|widgets)/', message: 'The shared core (src/) imports no side: the site, the widgets and the server import it.' }] },
    ],
  },
};

/** The site reads the core and itself; the widgets read the core and themselves. */
const sideBoundary = (side, others) => ({
  files: [`${side}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(\\.\\./)+(${others.join('|')})/`, message: `${side}/ imports only src/ and itself: shared code lives in src/.` }] },
    ],
  },
});

export default [...roomBoundaries, coreBoundary, sideBoundary('site', ['server', 'widgets']), sideBoundary('widgets', ['server', 'site'])];

/**
 * The plan of the house holds because `npm run lint` fails when it is broken (decision 0022): the
 * room rule of eslint-rooms.js, run on the imports a newcomer might write, and the cycle check of
 * `npm run lint:cycles` (madge), run on a two-file knot of types only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

// the lint config is plain JavaScript (eslint.config.js imports it); its shape is ESLint's
const { default: rooms } = (await import('../../eslint-rooms.js' as string)) as { default: Linter.Config[] };
const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...rooms];

function messagesFor(filename: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(process.cwd(), filename) }).map((m) => m.message);
}

describe('the room rule', () => {
  it('refuses shared plumbing importing a feature, types included', () => {
    const found = messagesFor('server/db/seed-check.ts', "import type { BookedTime } from '../appointments/booking';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Shared plumbing (server/db/) never imports a feature room');
    expect(messagesFor('server/db/migrations/099-x.ts', "import { leadAppointment } from '../../appointments';\n")[0]).toContain('Shared plumbing (server/db/)');
  });

  it("refuses a feature reaching into another feature's files, and lets it through the room's index.ts", () => {
    expect(messagesFor('server/staff/lead-view.ts', "import { findConsultationPhoto } from '../leads/lead-repository';\n")[0]).toContain('only through its public index.ts');
    expect(messagesFor('server/staff/lead-view.ts', "export { leadAppointment } from '../appointments/lead-appointments';\n")[0]).toContain('only through its public index.ts');
    expect(messagesFor('server/staff/lead-view.ts', "import { findConsultationPhoto } from '../leads';\n")).toEqual([]);
    expect(messagesFor('server/staff/lead-view.ts', "import { staffOnly } from './staff-guard';\nimport type { Database } from '../db/schema';\n")).toEqual([]);
  });

  it('keeps the top level to itself, the site to its server build and the core to itself', () => {
    expect(messagesFor('server/blog/blog-routes.ts', "import { apiOperations } from '../api-operations';\n")[0]).toContain('Only the top level');
    expect(messagesFor('server/site/page-route.ts', "import { localeOfPath } from '../../site/i18n/copy-kinds';\n")[0]).toContain('nothing of site/ but its server build');
    expect(messagesFor('server/site/site-renderer.ts', "import type * as Entry from '../../site/entry-server';\n")).toEqual([]);
    expect(messagesFor('src/api/calls.ts', "import { x } from '../../site/routes';\n")[0]).toContain('The shared core (src/) imports no side');
    expect(messagesFor('site/staff/posts/posts-api.ts', "import type { PostView } from '../../../server/blog/post-views';\n")[0]).toContain('site/ imports only src/ and itself');
    expect(messagesFor('widgets/index.ts', "import { routes } from '../site/routes';\n")[0]).toContain('widgets/ imports only src/ and itself');
  });
});

describe('the cycle check', () => {
  it('finds a knot made of type imports only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      const result = await madge(dir, { fileExtensions: ['ts'], tsConfig: path.join(process.cwd(), 'tsconfig.json') });
      expect(result.circular()).toEqual([['a.ts', 'b.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * docs/architecture.md's map is the folders as they are (decision 0022): every entry of server/ is
 * in the rooms table and every name the table gives is there; every entry of site/ is in the site
 * row; every room of the map is one the lint rule (eslint-rooms.js) checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const entries = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name !== 'README.md')
    .sort();
const names = (text: string) => [...text.matchAll(/`([^`/]+)\/?`/g)].map((m) => m[1]!);

describe('the map in docs/architecture.md', () => {
  it('names exactly the entries of server/, each in one row of the rooms table', () => {
    const table = doc.slice(doc.indexOf('| `server/…` |'), doc.indexOf('\n\n', doc.indexOf('| `server/…` |')));
    const rows = table.split('\n').slice(2);
    const named = rows.flatMap((row) => names(row.split(' | ')[0]!));
    expect([...named].sort()).toEqual(entries('server'));
  });

  it('names every entry of site/ in the site row', () => {
    const row = doc.split('\n').find((line) => line.startsWith('| `site/` |'))!;
    const named = new Set(names(row));
    expect(entries('site').filter((entry) => !named.has(entry))).toEqual([]);
  });

  it('lists as rooms and plumbing exactly the folders the lint rule checks', async () => {
    const { FEATURE_ROOMS, PLUMBING } = (await import('../../eslint-rooms.js' as string)) as { FEATURE_ROOMS: string[]; PLUMBING: string[] };
    const folders = entries('server').filter((entry) => fs.statSync(path.join(root, 'server', entry)).isDirectory() && entry !== 'cli');
    expect([...FEATURE_ROOMS, ...PLUMBING].sort()).toEqual(folders);
  });
});

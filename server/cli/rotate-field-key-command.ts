/**
 * What `npm run rotate-field-key` does, as a function, so the tests can run it without a process
 * of its own (server/cli/rotate-field-key.ts is the command itself). It reads the server's own
 * environment: FIELD_ENCRYPTION_KEY is the new key, FIELD_ENCRYPTION_OLD_KEYS the earlier ones
 * (a plain SQLite install's key file in DATA_DIR/keys/ counts as the key when the variable is
 * unset). Every sealed value not under the new key is opened and sealed again under it, each row
 * changed only if nobody changed it meanwhile, so it may run while servers run (they need both
 * keys meanwhile). The steps: docs/operations.md, "Field encryption".
 */
import { sql, type Kysely } from 'kysely';
import { loadConfig, ConfigError } from '../config/env';
import { FieldDecryptError, type FieldCipher } from '../db/field-cipher';
import { fieldCipherFor } from '../db/field-key-source';
import { fieldKeyId, newFieldKey } from '../db/field-keys';
import { openDatabase } from '../db/open-database';
import { SEALED_COLUMN, SEALED_CONTEXT } from '../health-forms';
import { TOTP_SECRET_COLUMN, TOTP_SECRET_CONTEXT } from '../staff';
import type { CommandOutput } from './staff-command';

/** Every sealed column of the database, with the context it is sealed under. */
const SEALED_COLUMNS = [
  { ...SEALED_COLUMN, context: SEALED_CONTEXT },
  { ...TOTP_SECRET_COLUMN, context: TOTP_SECRET_CONTEXT },
];

const BATCH = 200;

const usage = [
  'Usage:',
  '  npm run rotate-field-key              re-encrypt every encrypted value under FIELD_ENCRYPTION_KEY',
  '  npm run rotate-field-key -- new-key   print a new key',
  'Set the new key as FIELD_ENCRYPTION_KEY and the earlier one(s) in FIELD_ENCRYPTION_OLD_KEYS first (docs/operations.md).',
].join('\n');

class Refused extends Error {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface ColumnResult {
  name: string;
  rotated: number;
  left: number;
}

/** Re-seals one column's values that are not under the current key; how many, and how many are still under another key after. */
export async function rotateColumn(db: AnyDb, cipher: FieldCipher, col: (typeof SEALED_COLUMNS)[number]): Promise<ColumnResult> {
  const current = `v1:${cipher.current.id}:%`;
  let rotated = 0;
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(col.table)
      .select([sql.ref(col.id).as('id'), sql.ref(col.column).as('value')])
      .where(sql.ref(col.column), 'not like', current)
      .where(sql.ref(col.id), '>', after)
      .orderBy(sql.ref(col.id))
      .limit(BATCH)
      .execute()) as { id: number; value: string }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const plain = cipher.open(row.value, col.context);
      const result = await db
        .updateTable(col.table)
        .set({ [col.column]: cipher.seal(plain, col.context) })
        .where(sql.ref(col.id), '=', row.id)
        .where(sql.ref(col.column), '=', row.value)
        .executeTakeFirst();
      rotated += Number(result.numUpdatedRows);
      after = Number(row.id);
    }
  }
  const left = await db.selectFrom(col.table).select((eb) => eb.fn.countAll().as('n')).where(sql.ref(col.column), 'not like', current).executeTakeFirst();
  return { name: `${col.table}.${col.column}`, rotated, left: Number((left as { n: unknown } | undefined)?.n ?? 0) };
}

/** Runs `npm run rotate-field-key`; resolves with the exit code. */
export async function runRotateFieldKeyCommand(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<number> {
  try {
    const [command, ...extra] = argv;
    if (command === 'new-key' && extra.length === 0) {
      const key = newFieldKey();
      io.out(key);
      io.out(`Its key id (every value sealed with it names it): ${fieldKeyId(Buffer.from(key, 'hex'))}`);
      io.out('Keep a copy apart from the backups: a restored database cannot be read without it, and a backup must not travel with it.');
      return 0;
    }
    if (command !== undefined) throw new Refused(usage);
    const config = loadConfig(env);
    const cipher = fieldCipherFor(config, { warn: (_obj, msg) => io.out(msg) });
    const { db } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      let stranded = 0;
      for (const col of SEALED_COLUMNS) {
        const r = await rotateColumn(db, cipher, col);
        io.out(`${r.name}: ${r.rotated} value(s) re-encrypted under key ${cipher.current.id}; ${r.left} left under another key`);
        stranded += r.left;
      }
      if (stranded > 0) throw new Refused(`${stranded} value(s) are still under another key (changed meanwhile): run the command again.`);
      io.out(`Done: every encrypted value is under key ${cipher.current.id}. FIELD_ENCRYPTION_OLD_KEYS may now be emptied once every server runs with the new key.`);
      return 0;
    } finally {
      await db.destroy();
    }
  } catch (err) {
    if (err instanceof Refused || err instanceof ConfigError || err instanceof FieldDecryptError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}



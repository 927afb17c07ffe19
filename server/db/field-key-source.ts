/**
 * Where the server's field encryption key comes from (docs/operations.md, "Field encryption"):
 * FIELD_ENCRYPTION_KEY, and FIELD_ENCRYPTION_OLD_KEYS during a rotation. A production server
 * (NODE_ENV=production) or one on PostgreSQL (DATABASE_URL, several processes, operated) refuses to
 * start without it. Only a plain `npm start` on SQLite makes one on its first start, in
 * DATA_DIR/keys/ (mode 0600), which the backups never copy: they hold the database alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config/env';
import { FieldCipher } from './field-cipher';
import { fieldKeyOf, newFieldKey, parseFieldKey } from './field-keys';

export const KEY_FILE_NAME = 'field-encryption.key';

export const keyFileOf = (dataDir: string) => path.join(dataDir, 'keys', KEY_FILE_NAME);

interface Log {
  warn(obj: object, msg: string): void;
}

function readKeyFile(file: string): Buffer {
  const key = parseFieldKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new ConfigError(`Invalid field encryption key file ${file}: it must hold 32 bytes as 64 hexadecimal digits`);
  return key;
}

/** The key file of a plain `npm start`, made on its first start; its bytes. */
function localKey(dataDir: string, log: Log): Buffer {
  const file = keyFileOf(dataDir);
  if (fs.existsSync(file)) return readKeyFile(file);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting at once do not each write a key of their own
    fs.writeFileSync(file, `${newFieldKey()}\n`, { flag: 'wx', mode: 0o600 });
    log.warn(
      { file },
      'made a field encryption key for the patients\' health forms: keep a copy of it apart from the backups (a backup cannot be read without it, and must not travel with it); set FIELD_ENCRYPTION_KEY in production (docs/operations.md)',
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeyFile(file);
}

/** The cipher the server seals and opens sensitive columns with, or a ConfigError that stops the start. */
export function fieldCipherFor(config: Config, log: Log): FieldCipher {
  const settings = config.fieldEncryption;
  let key = settings.key;
  if (!key) {
    if (config.env === 'production' || config.databaseUrl !== undefined) {
      throw new ConfigError(
        `Invalid environment:\n  FIELD_ENCRYPTION_KEY: needed ${config.env === 'production' ? 'in production' : 'with DATABASE_URL'}: the patients' health forms are encrypted with it. Make one with \`npm run rotate-field-key -- new-key\` and keep it apart from the backups (docs/operations.md)`,
      );
    }
    key = localKey(config.dataDir, log);
  }
  return new FieldCipher(fieldKeyOf(key), settings.oldKeys.map(fieldKeyOf));
}

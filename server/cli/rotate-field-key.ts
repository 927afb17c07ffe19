/**
 * Re-encrypts every encrypted value of the database (the patients' health forms) under the current
 * field encryption key, after a key change:
 *   FIELD_ENCRYPTION_KEY=<new> FIELD_ENCRYPTION_OLD_KEYS=<old> npm run rotate-field-key
 *   npm run rotate-field-key -- new-key   print a new key
 * The steps: docs/operations.md, "Field encryption".
 */
import fs from 'node:fs';
import { runRotateFieldKeyCommand } from './rotate-field-key-command';

// as the server: a .env beside package.json fills what the environment leaves unset
if (fs.existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await runRotateFieldKeyCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

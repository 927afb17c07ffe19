/**
 * Staff accounts from the command line, on the database the server uses (same DATA_DIR or
 * DATABASE_URL):
 *   npm run staff -- add <email>       create an account (or issue a fresh link) and print a one-time
 *                                      link, valid 60 minutes, where its owner sets a password
 *   npm run staff -- list              every account: active, password not set, or disabled
 *   npm run staff -- disable <email>   refuse the account from now on and end its sessions
 * Links are built from SITE_URL, so set it as the server has it.
 */
import { loadConfig, ConfigError } from '../config/env';
import { openDatabase } from '../db/open-database';
import { addStaff, disableStaff, listStaffAccounts, normaliseStaffEmail, STAFF_LINK_TTL_MS } from '../staff/staff-accounts';
import { clinicDateTime } from '../staff/clinic-day';

const usage = [
  'Usage:',
  '  npm run staff -- add <email>       create a staff account and print its one-time set-password link',
  '  npm run staff -- list              list staff accounts',
  '  npm run staff -- disable <email>   disable a staff account and end its sessions',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(argv: string[]): Promise<void> {
  const [command, argument, ...extra] = argv;
  if (!command || command === 'help' || command === '--help' || extra.length > 0) fail(usage);
  if ((command === 'add' || command === 'disable') && !argument) fail(usage);
  if (command === 'list' && argument) fail(usage);
  if (!['add', 'list', 'disable'].includes(command)) fail(`Unknown command "${command}".\n${usage}`);

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const email = argument === undefined ? undefined : normaliseStaffEmail(argument);
  if (argument !== undefined && !email) fail(`"${argument}" is not an e-mail address.`);

  const { db } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'add' && email) {
      const added = await addStaff(db, config.siteUrl, email);
      const what = added.created ? 'Staff account created' : added.reenabled ? 'Staff account enabled again' : 'New link issued';
      console.log(`${what}: ${added.email}`);
      console.log(`Send this one-time link to its owner. It sets the password, works once, and expires in ${STAFF_LINK_TTL_MS / 60_000} minutes (${clinicDateTime(added.expiresAt)} Miami time):`);
      console.log('');
      console.log(added.link);
    } else if (command === 'disable' && email) {
      if (!(await disableStaff(db, email))) fail(`No staff account for ${email}.`);
      console.log(`Disabled: ${email}. Its sessions have ended and its links no longer work.`);
    } else {
      const accounts = await listStaffAccounts(db);
      if (accounts.length === 0) {
        console.log('No staff accounts yet. Add one with: npm run staff -- add <email>');
        return;
      }
      const width = Math.max(5, ...accounts.map((a) => a.email.length));
      console.log(`${'EMAIL'.padEnd(width)}  ${'STATE'.padEnd(16)}  ${'CREATED'.padEnd(16)}  LAST SIGN-IN (Miami time)`);
      for (const a of accounts) {
        const last = a.lastLoginAt ? clinicDateTime(a.lastLoginAt) : 'never';
        console.log(`${a.email.padEnd(width)}  ${a.state.padEnd(16)}  ${clinicDateTime(a.createdAt)}  ${last}`);
      }
    }
  } finally {
    await db.destroy();
  }
}

await main(process.argv.slice(2));

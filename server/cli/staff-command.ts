/**
 * What `npm run staff` does, as a function of its arguments and environment, so the tests can run
 * every command without starting a process each time (server/cli/staff.ts is the command itself).
 */
import { loadConfig, ConfigError } from '../config/env';
import { openDatabase } from '../db/open-database';
import { addStaff, disableStaff, listStaffAccounts, normaliseStaffEmail, STAFF_LINK_TTL_MS } from '../staff/staff-accounts';
import { clinicDateTime } from '../staff/clinic-day';
import { listTestLeads } from '../test-leads/test-lead-repository';

const usage = [
  'Usage:',
  '  npm run staff -- add <email>       create a staff account and print its one-time set-password link',
  '  npm run staff -- list              list staff accounts',
  '  npm run staff -- disable <email>   disable a staff account and end its sessions',
  '  npm run staff -- test-leads        list partners\' test submissions of the last day (never in the inbox)',
].join('\n');

/** what the command prints, to stdout and stderr in the terminal, collected in tests */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** a refusal: its message goes to stderr and the exit code is 1 */
class Refused extends Error {}

function fail(message: string): never {
  throw new Refused(message);
}

/** Runs one command of `npm run staff`; resolves with the exit code. */
export async function runStaffCommand(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<number> {
  try {
    await run(argv, env, io);
    return 0;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    io.err(err.message);
    return 1;
  }
}

async function run(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<void> {
  const [command, argument, ...extra] = argv;
  if (!command || command === 'help' || command === '--help' || extra.length > 0) fail(usage);
  if ((command === 'add' || command === 'disable') && !argument) fail(usage);
  if ((command === 'list' || command === 'test-leads') && argument) fail(usage);
  if (!['add', 'list', 'disable', 'test-leads'].includes(command)) fail(`Unknown command "${command}".\n${usage}`);

  let config;
  try {
    config = loadConfig(env);
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
      io.out(`${what}: ${added.email}`);
      io.out(`Send this one-time link to its owner. It sets the password, works once, and expires in ${STAFF_LINK_TTL_MS / 60_000} minutes (${clinicDateTime(added.expiresAt)} Miami time):`);
      io.out('');
      io.out(added.link);
    } else if (command === 'test-leads') {
      const tests = await listTestLeads(db);
      if (tests.length === 0) {
        io.out('No test submissions in the last day.');
        return;
      }
      io.out('RECEIVED (Miami time)  KIND          LANG  E-MAIL  PAGE');
      for (const lead of tests) {
        const text = (key: string) => (typeof lead.fields[key] === 'string' ? (lead.fields[key] as string) : '');
        io.out(`${clinicDateTime(lead.createdAt).padEnd(21)}  ${lead.kind.padEnd(12)}  ${lead.language.padEnd(4)}  ${text('email')}  ${text('landing_page')}`);
      }
    } else if (command === 'disable' && email) {
      if (!(await disableStaff(db, email))) fail(`No staff account for ${email}.`);
      io.out(`Disabled: ${email}. Its sessions have ended and its links no longer work.`);
    } else {
      const accounts = await listStaffAccounts(db);
      if (accounts.length === 0) {
        io.out('No staff accounts yet. Add one with: npm run staff -- add <email>');
        return;
      }
      const width = Math.max(5, ...accounts.map((a) => a.email.length));
      io.out(`${'EMAIL'.padEnd(width)}  ${'STATE'.padEnd(16)}  ${'CREATED'.padEnd(16)}  LAST SIGN-IN (Miami time)`);
      for (const a of accounts) {
        const last = a.lastLoginAt ? clinicDateTime(a.lastLoginAt) : 'never';
        io.out(`${a.email.padEnd(width)}  ${a.state.padEnd(16)}  ${clinicDateTime(a.createdAt)}  ${last}`);
      }
    }
  } finally {
    await db.destroy();
  }
}


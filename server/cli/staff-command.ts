/**
 * What `npm run staff` does, as a function of its arguments and environment, so the tests can run
 * every command without starting a process each time (server/cli/staff.ts is the command itself).
 */
import { loadConfig, ConfigError } from '../config/env';
import { openDatabase } from '../db/open-database';
import { addStaff, disableStaff, listStaffAccounts, normaliseStaffEmail, resetStaffSecondFactor, STAFF_LINK_TTL_MS } from '../staff/staff-accounts';
import { clinicDateTime } from '../staff/clinic-day';
import { listTestLeads } from '../test-leads/test-lead-repository';
import { DEFAULT_STAFF_ROLE, isStaffRole, STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../staff/staff-roles';
import { auditCommandLine } from '../staff/staff-people';
import { listPractitioners } from '../appointments';
import type { StaffAccess } from '../staff/staff-user-repository';

const usage = [
  'Usage:',
  '  npm run staff -- add <email> [--role <role>] [--practitioner <id>]',
  '                                     create a staff account (or issue a fresh link) and print its one-time set-password link;',
  `                                     roles: ${STAFF_ROLES.join(', ')} (a new account without --role: ${DEFAULT_STAFF_ROLE};`,
  '                                     an existing one keeps its role); a practitioner is linked to the calendar\'s practitioner',
  '  npm run staff -- list              list staff accounts and their roles',
  '  npm run staff -- disable <email>   disable a staff account and end its sessions',
  '  npm run staff -- reset-second-factor <email>',
  '                                     forget its authenticator app and recovery codes and end its sessions (a new app at next sign-in)',
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

/** `--role front_desk`, `--role=front_desk`, `--practitioner practitioner`: taken out of argv. */
function takeOptions(argv: string[]): { rest: string[]; role?: string; practitioner?: string } {
  const rest: string[] = [];
  const found: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--(role|practitioner)(?:=(.*))?$/.exec(arg);
    const name = match?.[1];
    if (!match || name === undefined) {
      rest.push(arg);
      continue;
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '' || name in found) fail(usage);
    found[name] = value;
  }
  return { rest, ...found };
}

/** The role and practitioner an `add` asks for; undefined when it names neither (the account keeps its role). */
async function accessOf(db: Parameters<typeof listPractitioners>[0], roleArg?: string, practitionerArg?: string): Promise<StaffAccess | undefined> {
  if (roleArg === undefined && practitionerArg === undefined) return undefined;
  const role: StaffRole = roleArg === undefined ? 'practitioner' : isStaffRole(roleArg) ? roleArg : fail(`Unknown role "${roleArg}". Roles: ${STAFF_ROLES.join(', ')}.`);
  if (role !== 'practitioner') {
    if (practitionerArg !== undefined) fail('--practitioner goes with --role practitioner only.');
    return { role, practitioner_id: null };
  }
  const practitioners = await listPractitioners(db);
  if (practitionerArg !== undefined) {
    if (!practitioners.includes(practitionerArg)) fail(`No practitioner "${practitionerArg}" in the calendar. Practitioners: ${practitioners.join(', ') || 'none'}.`);
    return { role, practitioner_id: practitionerArg };
  }
  // the clinic has one practitioner: she is the one; with more, the command must be told which
  const only = practitioners.length === 1 ? practitioners[0] : undefined;
  if (only === undefined) fail(`Say which practitioner with --practitioner <id>. Practitioners: ${practitioners.join(', ') || 'none'}.`);
  return { role, practitioner_id: only };
}

async function run(argvWithOptions: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<void> {
  const options = takeOptions(argvWithOptions);
  const argv = options.rest;
  const [command, argument, ...extra] = argv;
  if (command !== 'add' && (options.role !== undefined || options.practitioner !== undefined)) fail(usage);
  if (!command || command === 'help' || command === '--help' || extra.length > 0) fail(usage);
  if ((command === 'add' || command === 'disable' || command === 'reset-second-factor') && !argument) fail(usage);
  if ((command === 'list' || command === 'test-leads') && argument) fail(usage);
  if (!['add', 'list', 'disable', 'reset-second-factor', 'test-leads'].includes(command)) fail(`Unknown command "${command}".\n${usage}`);

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
      const before = await db.selectFrom('staff_users').select('role').where('email', '=', email).executeTakeFirst();
      const added = await addStaff(db, config.siteUrl, email, await accessOf(db, options.role, options.practitioner));
      const roleName = STAFF_ROLE_NAMES[added.role];
      if (before && before.role !== added.role) await auditCommandLine(db, added.email, 'role_changed', `${STAFF_ROLE_NAMES[before.role as StaffRole] ?? before.role} → ${roleName}`);
      await auditCommandLine(db, added.email, 'invited', `${added.created ? 'new account' : added.reenabled ? 'enabled again' : 'new link'}, as ${roleName}`);
      const what = added.created ? 'Staff account created' : added.reenabled ? 'Staff account enabled again' : 'New link issued';
      io.out(`${what}: ${added.email} (role: ${added.role})`);
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
      await auditCommandLine(db, email, 'disabled', 'every session ended');
      io.out(`Disabled: ${email}. Its sessions have ended and its links no longer work.`);
    } else if (command === 'reset-second-factor' && email) {
      if (!(await resetStaffSecondFactor(db, email))) fail(`No staff account for ${email}.`);
      io.out(`Second factor reset: ${email}. Its sessions have ended; it sets up a new authenticator app at its next sign-in.`);
    } else {
      const accounts = await listStaffAccounts(db);
      if (accounts.length === 0) {
        io.out('No staff accounts yet. Add one with: npm run staff -- add <email>');
        return;
      }
      const width = Math.max(5, ...accounts.map((a) => a.email.length));
      io.out(`${'EMAIL'.padEnd(width)}  ${'ROLE'.padEnd(12)}  ${'STATE'.padEnd(16)}  ${'CREATED'.padEnd(16)}  LAST SIGN-IN (Miami time)`);
      for (const a of accounts) {
        const last = a.lastLoginAt ? clinicDateTime(a.lastLoginAt) : 'never';
        io.out(`${a.email.padEnd(width)}  ${a.role.padEnd(12)}  ${a.state.padEnd(16)}  ${clinicDateTime(a.createdAt)}  ${last}`);
      }
    }
  } finally {
    await db.destroy();
  }
}


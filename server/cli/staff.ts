/**
 * Staff accounts from the command line, on the database the server uses (same DATA_DIR or
 * DATABASE_URL):
 *   npm run staff -- add <email>       create an account (or issue a fresh link) and print a one-time
 *                                      link, valid 60 minutes, where its owner sets a password
 *   npm run staff -- list              every account: active, password not set, or disabled
 *   npm run staff -- disable <email>   refuse the account from now on and end its sessions
 * Links are built from SITE_URL, so set it as the server has it.
 */
import { runStaffCommand } from './staff-command';

process.exitCode = await runStaffCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

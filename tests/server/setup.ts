/**
 * Loaded before every server test file. sharp may use one thread per test worker: the machine's
 * two cores are shared by the workers, scrypt's thread pool and PostgreSQL.
 *
 * Passwords are hashed at a test cost (scrypt N=2^12 instead of 2^17): the suites sign in hundreds
 * of times, and at the production cost each hash takes 128 MiB and a few hundred milliseconds of a
 * shared core. The code paths are the same; sign-in.test.ts checks the production cost itself.
 */
import sharp from 'sharp';
import { setScryptCostForTests } from '../../server/auth/password-hashing';

sharp.concurrency(1);
setScryptCostForTests({ log2N: 12, r: 8, p: 1 });

/**
 * Loaded before every server test file. sharp may use one thread per test worker: the machine's
 * two cores are shared by the workers, scrypt's thread pool and PostgreSQL.
 */
import sharp from 'sharp';

sharp.concurrency(1);

import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import passwords from './passwords';
import profile from './profile';
import leads from './leads';
import blog from './blog';

/** Every API call, one file per group. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(accounts);
  await app.register(passwords);
  await app.register(profile);
  await app.register(leads);
  await app.register(blog);
};

export default api;

import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/account-routes';
import passwords from './accounts/password-routes';
import profile from './accounts/profile-routes';
import leads from './leads/lead-routes';
import blog from './blog/blog-routes';

/** Every API call, one file per group. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(accounts);
  await app.register(passwords);
  await app.register(profile);
  await app.register(leads);
  await app.register(blog);
};

export default api;

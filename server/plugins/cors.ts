/**
 * Cross-origin calls. Partner pages (ALLOWED_ORIGINS, or any origin with '*') may call the lead
 * forms, the form stamp, the booking's proof-of-work challenge, the blog, the FAQ sets and the free appointment times (the booking widget's
 * time picker), with credentials, their origin echoed back. Account calls
 * get no CORS headers at all: a browser on another origin cannot read or preflight them.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import { apiPath } from '../../src/config/clinic';

const partnerPaths = new Set([apiPath('contactus'), apiPath('scheduleconversation'), '/api/form-stamp', '/api/proof-of-work', '/api/blog-list', '/api/appointments/availability']);

export function isPartnerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return partnerPaths.has(path) || path.startsWith('/api/blog-details/') || path.startsWith('/api/faq-sets/');
}

/** The clinic's own origin, and the partners of ALLOWED_ORIGINS (every origin with '*'). */
export function isAllowedOrigin(config: { siteUrl: string; allowedOrigins: '*' | string[] }, origin: string): boolean {
  const allowed = config.allowedOrigins;
  return origin === new URL(config.siteUrl).origin || allowed === '*' || allowed.includes(origin);
}

export default fp(
  async (app) => {
    const isAllowed = (origin: string) => isAllowedOrigin(app.config, origin);

    await app.register(cors, {
      hook: 'onRequest',
      delegator: (request: FastifyRequest, callback) => {
        const origin = request.headers.origin;
        if (!origin || !isPartnerPath(request.url) || !isAllowed(origin)) {
          callback(null, { origin: false });
          return;
        }
        callback(null, {
          origin,
          credentials: true,
          methods: ['GET', 'POST'],
          // Idempotency-Key: a booking with a time may be retried without booking twice (server/appointments/)
          allowedHeaders: ['Content-Type', 'X-XSRF-TOKEN', 'X-Requested-With', 'Idempotency-Key'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors', dependencies: ['config'] },
);

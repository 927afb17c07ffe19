/**
 * Proof of work for bookings (README.md beside this file): the key every process shares (stored
 * once in app_meta, like the form stamp's), `app.proofOfWork` for the calls that hold a time, and
 * the challenge call. Register it after the database and the rate limits.
 */
import fp from 'fastify-plugin';
import crypto from 'node:crypto';
import { getOrCreateMeta } from '../db/app-meta-repository';
import { replyShapes } from '../http/reply-serializer';
import { checkProof, newChallenge, proofKeys, type ProofCheck } from './proof-challenges';
import { proofOfWorkOperations } from './proof-of-work-operations';

export interface ProofOfWork {
  /** whether a form field holds a solved, unexpired challenge of this server (not whether it was spent) */
  check(value: unknown): Promise<ProofCheck>;
}

declare module 'fastify' {
  interface FastifyInstance {
    proofOfWork: ProofOfWork;
  }
}

export default fp(
  async (app) => {
    const secret = await getOrCreateMeta(app.db, 'proof_of_work_secret', () => crypto.randomBytes(32).toString('base64url'));
    const keys = proofKeys(secret);
    app.decorate('proofOfWork', { check: (value: unknown) => checkProof(keys, value) });

    app.get(
      proofOfWorkOperations.proofChallenge.path,
      { ...replyShapes(proofOfWorkOperations.proofChallenge), config: { rateLimit: app.attemptLimits.perIp('proofChallenge') } },
      async (_request, reply) => {
        // a challenge is one visitor's: never cached by a browser or a proxy
        reply.header('cache-control', 'no-store');
        return { success: true, challenge: await newChallenge(keys, app.config.proofOfWorkDifficulty, Date.now()) };
      },
    );
  },
  { name: 'proof-of-work', dependencies: ['database', 'rate-limit'] },
);

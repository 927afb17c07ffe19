/**
 * `npm run lint:openapi`: the OpenAPI document the server serves, checked against Redocly's
 * recommended ruleset (decision 0022). The document is built from the merged operations table, as
 * GET /api/openapi.json builds it, written to a temporary file and handed to `redocly lint`; its
 * exit code is this command's. Warnings are printed and do not fail it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiOperations } from '../api-operations';
import { buildOpenApiDocument } from '../http/openapi-document';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument(apiOperations), null, 1));
  const bin = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');
  const result = spawnSync(bin, ['lint', file, '--extends', 'recommended', '--format', 'summary'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests reach the apps and their outside services. The ports are chosen so
 * they never meet a running `npm start`; set E2E_WEB_PORT (and the others) to run a second
 * suite beside the first. Scratch files are named after the marketplace port for the same reason.
 */
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
export const backofficePort = Number(process.env.E2E_BACKOFFICE_PORT ?? webPort + 1);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? webPort + 2);
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? webPort + 3);
export const webURL = `http://localhost:${webPort}`;
export const backofficeURL = `http://localhost:${backofficePort}`;
export const oidcIssuer = `http://localhost:${oidcPort}`;

export function scratchPath(name: string): string {
  return path.join(os.tmpdir(), `fitmarket-e2e-${webPort}-${name}`);
}

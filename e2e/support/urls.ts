/** Where the browser tests reach the apps (ports chosen so they never meet a running `npm start`). */
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
export const backofficePort = Number(process.env.E2E_BACKOFFICE_PORT ?? 3101);
export const webURL = `http://localhost:${webPort}`;
export const backofficeURL = `http://localhost:${backofficePort}`;

import { startMailCatcher } from './mailbox';
import { startOidcProvider } from './oidc';

/** Runs once for the whole browser test run: the outside services the app talks to. */
export default async function globalSetup() {
  const stopMail = await startMailCatcher();
  const stopOidc = await startOidcProvider();
  return async () => {
    await stopOidc();
    await stopMail();
  };
}

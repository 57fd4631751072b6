import { startMailCatcher } from './mailbox';

/** Runs once for the whole browser test run; what it returns runs at the end. */
export default async function globalSetup() {
  return startMailCatcher();
}

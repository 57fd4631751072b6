/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client the back-office logs in as (SPEC §7: fixed id, secret and grant type). */
  readonly VITE_ADMIN_CLIENT_ID?: string;
  readonly VITE_ADMIN_CLIENT_SECRET?: string;
}

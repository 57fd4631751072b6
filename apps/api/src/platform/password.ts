import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP-recommended minimum (19 MiB memory, 2 passes, 1 lane), which are also
 * the library's defaults: written out so a library upgrade cannot silently weaken new hashes.
 * Each hash takes tens of milliseconds and 19 MiB, so parallel sign-ins stay affordable.
 * The parameters are stored in the hash itself, so raising them later keeps old hashes valid.
 */
const ARGON2ID_OPTIONS = {
  // The package's Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2ID_OPTIONS);
}

/** False (never a throw) for a wrong password or a hash that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

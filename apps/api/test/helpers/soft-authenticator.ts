import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for API tests: an ES256 key pair answering WebAuthn's
 * creation and request options the way a browser passes an authenticator's answer on (the JSON
 * forms @simplewebauthn/browser sends), with attestation "none". The browser tests use
 * Chromium's own virtual authenticator instead.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const rawId = new Uint8Array(randomBytes(16));
  const id = isoBase64URL.fromBuffer(rawId);
  let counter = 0;

  const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  /** rpIdHash, flags (user present and verified, + attested data), signature count, rest. */
  const authenticatorData = (rpId: string, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    return Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };

  return {
    id,
    /** The answer to creation options: a new credential with its COSE public key. */
    create(options: Record<string, unknown>, { from = origin } = {}) {
      const { challenge, rp } = options as { challenge: string; rp: { id: string } };
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(x as string)],
          [-3, isoBase64URL.toBuffer(y as string)],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKey]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authenticatorData(rp.id, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, from)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * The answer to request options: a signature over the challenge. `counts: false` leaves the
     * signature count where it was, as a copied key would.
     */
    get(options: Record<string, unknown>, { from = origin, counts = true } = {}) {
      const { challenge, rpId } = options as { challenge: string; rpId: string };
      if (counts) counter += 1;
      const data = clientData('webauthn.get', challenge, from);
      const authData = authenticatorData(rpId);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(data).digest()]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

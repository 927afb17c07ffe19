/**
 * A software authenticator for the server tests of passkeys: an ES256 key made with node:crypto,
 * a registration answer with attestation "none" and sign-in answers signed as a real authenticator
 * signs them (WebAuthn §6.1 authenticator data, §6.5.4 COSE key; ECDSA over authenticator data
 * and the SHA-256 of the client data, DER-encoded). What the browser's startRegistration and
 * startAuthentication would hand the page, so the server verifies a real signature.
 */
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export interface SoftwarePasskey {
  id: string;
  /** the registration answer to a challenge */
  register(challenge: string): Record<string, unknown>;
  /** a sign-in answer to a challenge (the counter goes up with each) */
  signIn(challenge: string): Record<string, unknown>;
}

/** `origin` is the page's (SITE_URL's origin), `rpId` its host name, as a browser fills them in. */
export function softwarePasskey(origin: string, rpId: string, { uncounted = false } = {}): SoftwarePasskey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(32);
  const id = b64url(credentialId);
  let counter = uncounted ? 0 : 1;

  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    register(challenge) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      // user present, user verified, attested credential data included
      const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, string> | Uint8Array>([['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', authData(0x45, attested)]]));
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(challenge) {
      if (!uncounted) counter += 1;
      const data = authData(0x05);
      const client = clientData('webauthn.get', challenge);
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

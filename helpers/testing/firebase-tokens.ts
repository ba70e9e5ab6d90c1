// Firebase-style ID tokens signed by a locally made key, and the x509 certificate that proves
// them, as Google's securetoken endpoint would publish it. openssl makes the certificate
// (node:crypto reads certificates but cannot issue one).
import { execFileSync } from 'node:child_process';
import { sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SigningKey {
  kid: string;
  privateKeyPem: string;
  certificatePem: string;
}

export function makeSigningKey(kid: string): SigningKey {
  const dir = mkdtempSync(join(tmpdir(), 'sahas-token-key-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=securetoken',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      kid,
      privateKeyPem: readFileSync(join(dir, 'key.pem'), 'utf8'),
      certificatePem: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function idToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const signed = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${part(claims)}`;
  const signature = sign('RSA-SHA256', Buffer.from(signed), key.privateKeyPem);
  return `${signed}.${signature.toString('base64url')}`;
}

/** Claims of a fresh, valid token for `projectId`, at `nowSeconds`. */
export function validClaims(projectId: string, nowSeconds: number) {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: nowSeconds - 60,
    user_id: 'firebase-user-1',
    sub: 'firebase-user-1',
    iat: nowSeconds - 60,
    exp: nowSeconds + 3540,
  };
}

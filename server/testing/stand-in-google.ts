// A stand-in for Google's OAuth endpoints on loopback, for tests of Google sign-in: an
// authorization endpoint that consents at once for one person, a token endpoint that checks the
// client, the redirect URI and the PKCE verifier before trading its one-use code for an id_token
// signed with a key it publishes (JWKS), as Google's do.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface GooglePerson {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface StandInGoogle {
  clientId: string;
  clientSecret: string;
  /** Where it listens: GOOGLE_OAUTH_TEST_ORIGIN for a server process. */
  origin: string;
  /** The endpoints to give the server in place of Google's. */
  endpoints: { authorization: string; token: string };
  /** Who consents at the authorization endpoint next; undefined: she declines. */
  signInAs(person: GooglePerson | undefined): void;
  /** The authorization requests received, as their query parameters. */
  authorizations: URLSearchParams[];
  close(): Promise<void>;
}

interface PendingCode {
  person: GooglePerson;
  redirectUri: string;
  codeChallenge: string;
}

const ISSUER = 'https://accounts.google.com';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts it on `port` of 127.0.0.1 (any free port when 0). */
export async function startStandInGoogle(port = 0): Promise<StandInGoogle> {
  const clientId = 'sahas-test.apps.googleusercontent.com';
  const clientSecret = base64url(randomBytes(24));
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = base64url(randomBytes(8));
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const codes = new Map<string, PendingCode>();
  const authorizations: URLSearchParams[] = [];
  let person: GooglePerson | undefined;

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const basic = (request.headers.authorization ?? '').replace(/^Basic /, '');
    const [basicId, basicSecret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    const id = form.get('client_id') ?? (basicId ? decodeURIComponent(basicId) : '');
    const secret =
      form.get('client_secret') ?? (basicSecret ? decodeURIComponent(basicSecret) : '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    if (
      !pending ||
      id !== clientId ||
      secret !== clientSecret ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('redirect_uri') !== pending.redirectUri ||
      challenge !== pending.codeChallenge
    ) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    const idToken = await new SignJWT({
      email: pending.person.email,
      email_verified: pending.person.emailVerified,
      name: pending.person.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(ISSUER)
      .setAudience(clientId)
      .setSubject(pending.person.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    sendJson(response, 200, {
      access_token: base64url(randomBytes(24)),
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      authorizations.push(url.searchParams);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      if (!person || url.searchParams.get('client_id') !== clientId) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = base64url(randomBytes(16));
        codes.set(code, {
          person,
          redirectUri,
          codeChallenge: url.searchParams.get('code_challenge') ?? '',
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      void token(request, response).catch(() => sendJson(response, 500, { error: 'server_error' }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
      sendJson(response, 200, jwks);
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    clientId,
    clientSecret,
    origin,
    endpoints: { authorization: `${origin}/o/oauth2/v2/auth`, token: `${origin}/token` },
    signInAs(next) {
      person = next;
    },
    authorizations,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

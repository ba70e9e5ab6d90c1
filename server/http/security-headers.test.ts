import { readFile } from 'node:fs/promises';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  FIREBASE_HEADERS,
  SELF_HOSTED_HEADERS,
  securityHeaders,
  selfHostedPolicy,
  strictTransportSecurity,
} from './security-headers';
import { noStore } from './no-store';

/** The `[headers.values]` of each `[[headers]]` block of a netlify.toml, by its `for` path. */
function netlifyHeaders(toml: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  for (const block of toml.split(/^\[\[headers\]\]\s*$/m).slice(1)) {
    const path = /^\s*for\s*=\s*"([^"]*)"/m.exec(block)?.[1];
    if (path === undefined) continue;
    const values: Record<string, string> = {};
    const body = block.split(/^\s*\[headers\.values\]\s*$/m)[1] ?? '';
    for (const line of body.split('\n')) {
      if (/^\s*\[/.test(line)) break; // the next table
      const match = /^\s*([A-Za-z-]+)\s*=\s*"(.*)"\s*$/.exec(line);
      if (match?.[1] && match[2] !== undefined) values[match[1]] = match[2];
    }
    blocks.set(path, values);
  }
  return blocks;
}

describe('security headers', () => {
  it('netlify.toml (the Firebase build) carries exactly the Firebase variant on every path', async () => {
    const toml = await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8');
    expect(netlifyHeaders(toml).get('/*')).toEqual(FIREBASE_HEADERS);
  });

  it('the self-hosted policy allows nothing but our own origin, and no inline code', () => {
    const policy = SELF_HOSTED_HEADERS['Content-Security-Policy'] ?? '';
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('a page’s policy adds only its inline styles’ hashes, to style-src alone', () => {
    const hash = "'sha256-AAAA'";
    const page = selfHostedPolicy([hash]);
    const base = SELF_HOSTED_HEADERS['Content-Security-Policy'] ?? '';
    expect(page).toBe(base.replace("style-src 'self';", `style-src 'self' ${hash};`));
    expect(page).not.toMatch(/unsafe-inline/);
  });

  it('the Firebase policy adds only Google hosts, and no inline code either', () => {
    const policy = FIREBASE_HEADERS['Content-Security-Policy'] ?? '';
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const hosts = policy.match(/https:\/\/[^\s;]+/g) ?? [];
    for (const host of hosts) {
      expect(host).toMatch(
        /^https:\/\/([a-z*]+\.)?(googleapis\.com|google\.com|firebaseapp\.com)$/,
      );
    }
  });

  /**
   * The answers of an app behind `middleware`: a page, a failure, a missing path, and Responses
   * a route built itself (as files, media and better-auth's answers are), one saying otherwise
   * and one whose headers are read-only.
   */
  async function answersBehind(middleware: MiddlewareHandler) {
    const app = new Hono();
    app.onError((_, c) => c.text('Something went wrong', 500));
    app.use('*', middleware);
    app.get('/ok', (c) => c.text('ok'));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.get('/own', () => new Response('file', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }));
    app.get('/moved', () => Response.redirect('http://localhost/ok', 302));
    const paths = ['/ok', '/boom', '/missing', '/own', '/moved'];
    return Promise.all(paths.map(async (path) => [path, await app.request(path)] as const));
  }

  it('are set on every response of the server, errors included', async () => {
    for (const [path, response] of await answersBehind(securityHeaders)) {
      for (const [name, value] of Object.entries(SELF_HOSTED_HEADERS)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it('over https, every answer (errors included) tells the browser to use https only for a year', async () => {
    for (const [publicUrl, expected] of [
      ['https://sahas.example.org', 'max-age=31536000'],
      ['http://localhost:8080', null],
    ] as const) {
      for (const [path, response] of await answersBehind(strictTransportSecurity(publicUrl))) {
        expect(response.headers.get('strict-transport-security'), `${publicUrl}${path}`).toBe(
          expected,
        );
      }
    }
  });

  it('an answer a route builds with c.json leaves as built, already carrying every header', async () => {
    // Headers set after the route would make Hono copy its answer into a full Response.
    const app = new Hono();
    app.use('*', securityHeaders);
    app.use('*', strictTransportSecurity('https://sahas.example.org'));
    app.use('*', noStore);
    let built: Response | undefined;
    app.get('/api/stories', (c) => (built = c.json({ stories: [] })));
    const response = await app.request('/api/stories');
    expect(response).toBe(built);
    const expected = {
      ...SELF_HOSTED_HEADERS,
      'Strict-Transport-Security': 'max-age=31536000',
      'Cache-Control': 'no-store',
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });
});

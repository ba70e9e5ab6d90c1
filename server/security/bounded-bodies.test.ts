// Every route has a body limit, checked from Content-Length before a byte is read and counted
// while a chunked body streams in; a refused body closes the connection instead of being read.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { BODY_LIMITS } from '../http/request-guards';
import { TEST_PUBLIC_URL, createTestServer, type TestServer } from '../testing/test-server';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

describe('bounded request bodies', () => {
  let server: TestServer;
  let port: number;
  let stop: () => void;
  beforeAll(async () => {
    server = await createTestServer();
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    port = (listening.address() as AddressInfo).port;
    stop = () => listening.close();
  });
  afterAll(async () => {
    stop();
    await server.close();
  });

  /**
   * Sends the head, then `chunks` (for a chunked body) or nothing at all (for a declared
   * length), and reads the answer and whether the socket closes within a second of it.
   */
  function send(head: string, chunks: Buffer[] = []): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      let answered = false;
      let closeTimer: NodeJS.Timeout | undefined;
      const finish = (closed: boolean) => {
        clearTimeout(closeTimer);
        const [headers = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: Number(headers.split(' ')[1]), headers, body, closed });
        socket.destroy();
      };
      socket.on('error', (error) => (answered ? finish(true) : reject(error)));
      socket.on('close', () => finish(true));
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if (!answered && received.includes('\r\n\r\n')) {
          answered = true;
          closeTimer = setTimeout(() => finish(false), 1000);
        }
      });
      socket.write(head);
      for (const chunk of chunks) {
        const size = Buffer.from(`${chunk.length.toString(16)}\r\n`);
        if (socket.writable) socket.write(Buffer.concat([size, chunk, Buffer.from('\r\n')]));
      }
    });
  }

  const headFor = (path: string, lines: string[]) =>
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Origin: ${TEST_PUBLIC_URL}`,
      'Content-Type: application/json',
      'Connection: keep-alive',
      ...lines,
      '',
      '',
    ].join('\r\n');

  it.each([
    '/api/auth/update-user',
    '/api/auth/sign-up/email',
    '/api/stories',
    '/api/testimonials',
    '/api/account/delete',
    '/api/account/password',
    '/.netlify/functions/translate',
    '/some/spa/route',
  ])(
    'answers 413 to a 150 MB declared body on %s without waiting for it, and closes',
    async (path) => {
      // Only the head is sent: an answer proves nothing was read.
      const answer = await send(headFor(path, [`Content-Length: ${150 * 1024 * 1024}`]));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: MESSAGES.requestTooLarge,
        code: 'requestTooLarge',
      });
      expect(answer.headers).toMatch(/connection: close/i);
      expect(answer.closed).toBe(true);
    },
  );

  it.each([
    ['auth', '/api/auth/sign-in/email', BODY_LIMITS.auth],
    ['JSON', '/api/stories', BODY_LIMITS.json],
  ])('stops reading a chunked %s body once it passes the limit', async (_, path, limit) => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const chunks = Array.from({ length: limit / chunk.length + 2 }, () => chunk);
    const answer = await send(headFor(path, ['Transfer-Encoding: chunked']), chunks);
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });

  it('answers a GET as usual, whatever body it declares: no GET route reads one', async () => {
    const head = headFor('/api/stories?sort=newest', [`Content-Length: ${150 * 1024 * 1024}`]);
    const answer = await send(head.replace(/^POST /, 'GET '));
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
  });

  it('still takes bodies within the limit', async () => {
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'Wr0ng!pass' });
    const answer = await send(
      headFor('/api/auth/sign-in/email', [`Content-Length: ${Buffer.byteLength(body)}`]) + body,
    );
    expect(answer.status).toBe(401);
  });
});

// A slow (or stalled) SMTP server on loopback for tests: every step of the conversation waits
// `stepDelayMs`, the message itself `dataDelayMs`, and `hangInData` holds a message forever (a
// server killed then is killed mid-send). What arrives is kept in `received`.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Messages whose body has started to arrive, held or not. */
  dataStarted: number;
  stepDelayMs: number;
  dataDelayMs: number;
  /** Whether the next message is held, never answered. */
  hangInData: boolean;
  close(): Promise<void>;
}

export async function startTestSmtpServer(
  options: { stepDelayMs?: number; dataDelayMs?: number; hangInData?: boolean } = {},
): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    dataStarted: 0,
    stepDelayMs: options.stepDelayMs ?? 0,
    dataDelayMs: options.dataDelayMs ?? 0,
    hangInData: options.hangInData ?? false,
    close: () => Promise.resolve(),
  };
  const later = (ms: number, done: () => void) => (ms > 0 ? setTimeout(done, ms) : done());
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => later(state.stepDelayMs, () => callback()),
    onMailFrom: (_address, _session, callback) => later(state.stepDelayMs, () => callback()),
    onRcptTo: (_address, _session, callback) => later(state.stepDelayMs, () => callback()),
    onData(stream, session, callback) {
      state.dataStarted += 1;
      const hang = state.hangInData;
      state.hangInData = false;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (hang) return;
        later(state.dataDelayMs, () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          state.received.push({ to, text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      });
    },
  });
  // A server process killed mid-conversation (as some tests do, and as the end of a file does
  // while its queue still sends) resets its connection: that is no test failure, and an 'error'
  // event with no listener would throw in the test's process.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => smtp.close(() => resolve()));
  return state;
}

// Benchmark (not a test) of the vault's crypto (src/lib/vault) in Node's Web Crypto, the same API
// the browser runs: how long her passphrase takes to open the vault at the real iteration count,
// how fast attachments are sealed and opened, and what sealing a large file costs in memory.
//
//   npx tsx --tsconfig tsconfig.server.json bench/vault-crypto.ts
//
// Prints the median of a few runs: ms to derive the wrapping key (PBKDF2-SHA-256 at
// PBKDF2_ITERATIONS) and to open a vault; MB/s to encrypt and decrypt a 10 MB attachment; and
// the peak memory growth (RSS) while a 50 MB file is sealed, chunked as the vault does and in one
// Web Crypto call for comparison, each in a child process of its own so one does not count in
// the other. A phone is several times slower than a server core: run the same numbers in a
// phone's browser before raising the count.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decryptBytes, encryptBytes } from '@/lib/vault/sealed-bytes';
import { createVault, openVault } from '@/lib/vault/vault';
import { PBKDF2_ITERATIONS } from '@/lib/vault/wrapped-key-record';

const MB = 1_000_000;
const RUNS = 5;
const PASSPHRASE = 'Blue kite, 7 rivers!';
const ATTACHMENT = { kind: 'attachment', id: 'bench' } as const;
const SAMPLE_MS = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let start = 0; start < length; start += 65_536) {
    crypto.getRandomValues(bytes.subarray(start, start + 65_536));
  }
  return bytes;
}

async function deriveOnly(): Promise<void> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(PASSPHRASE),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: randomBytes(16), iterations: PBKDF2_ITERATIONS },
    material,
    256,
  );
}

/** Child: seals a 50 MB file and reports its peak RSS growth in MB. */
async function memoryChild(mode: 'chunked' | 'one-shot'): Promise<void> {
  const { key } = await createVault(PASSPHRASE);
  const file = new Blob([randomBytes(50 * MB)]);
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  let sealedBytes: number;
  if (mode === 'chunked') {
    sealedBytes = (await encryptBytes(key, ATTACHMENT, file)).size;
  } else {
    const iv = randomBytes(12);
    const plaintext = new Uint8Array(await file.arrayBuffer());
    sealedBytes = (await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext)).byteLength;
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  clearInterval(sampler);
  process.send?.({ growthMb: (peak - baseline) / MB, sealedMb: sealedBytes / MB });
}

function measureInChild(mode: 'chunked' | 'one-shot') {
  return new Promise<{ growthMb: number; sealedMb: number }>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--memory', mode], {
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    child.once('message', (message) => resolve(message as { growthMb: number; sealedMb: number }));
    child.once('error', reject);
  });
}

async function main(): Promise<void> {
  const derive: number[] = [];
  for (let run = 0; run < RUNS; run += 1) derive.push(await timed(deriveOnly));
  const { record } = await createVault(PASSPHRASE);
  const open: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    open.push(await timed(() => openVault(record, PASSPHRASE)));
  }
  console.log(`PBKDF2-SHA-256, ${PBKDF2_ITERATIONS} iterations: ${median(derive).toFixed(0)} ms`);
  console.log(`open a vault (derive and unwrap): ${median(open).toFixed(0)} ms`);

  const key = await openVault(record, PASSPHRASE);
  const attachment = new Blob([randomBytes(10 * MB)]);
  let sealed = new Blob();
  const encrypt: number[] = [];
  const decrypt: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    encrypt.push(
      await timed(async () => {
        sealed = await encryptBytes(key, ATTACHMENT, attachment);
      }),
    );
    decrypt.push(await timed(() => decryptBytes(key, ATTACHMENT, sealed)));
  }
  const rate = (ms: number) => (10 / (ms / 1000)).toFixed(0);
  console.log(`10 MB attachment: encrypt ${rate(median(encrypt))} MB/s`);
  console.log(`10 MB attachment: decrypt ${rate(median(decrypt))} MB/s`);

  for (const mode of ['chunked', 'one-shot'] as const) {
    const { growthMb, sealedMb } = await measureInChild(mode);
    console.log(
      `50 MB file sealed ${mode}: peak memory growth ${growthMb.toFixed(0)} MB` +
        ` (the sealed file itself: ${sealedMb.toFixed(1)} MB)`,
    );
  }
}

const memoryMode = process.argv[process.argv.indexOf('--memory') + 1];
if (process.argv.includes('--memory')) {
  await memoryChild(memoryMode === 'one-shot' ? 'one-shot' : 'chunked');
  process.exit(0);
} else {
  await main();
}

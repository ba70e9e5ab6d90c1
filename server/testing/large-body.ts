// A body far over every JSON limit, made as it is read: a route must answer 413 after reading
// little of it (`read()` says how much it read).
const MEBIBYTE = 1024 * 1024;

export function largeBody(mebibytes = 100): {
  body: ReadableStream<Uint8Array>;
  read: () => number;
} {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= mebibytes * MEBIBYTE) return controller.close();
      sent += MEBIBYTE;
      controller.enqueue(new Uint8Array(MEBIBYTE).fill(0x20));
    },
  });
  return { body, read: () => sent };
}

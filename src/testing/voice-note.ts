/* eslint-disable no-restricted-imports -- the server's own media samples, so the screens' tests
   upload what its upload tests upload; the SPA itself never imports them. */
// A short voice note the real server accepts (a WAV file: ffmpeg rewrites it as it is), for
// screens that upload or record one against the test server.
import { bytes, wavHeader } from '../../server/media/media-samples';

/** The bytes of a WAV voice note of `samples` bytes of silence (8 kHz, so 800 is 0.1 s). */
export function voiceNoteBytes(samples = 800): Uint8Array<ArrayBuffer> {
  return bytes(wavHeader(samples), new Uint8Array(samples).fill(0x80));
}

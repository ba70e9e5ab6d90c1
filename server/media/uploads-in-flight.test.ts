import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UploadsInFlight } from './uploads-in-flight';

const HER = 'her-id';

describe('UploadsInFlight', () => {
  it('counts each upload of hers until it leaves, once however often it leaves', () => {
    const inFlight = new UploadsInFlight();
    const first = inFlight.enter(HER, 100);
    inFlight.enter(HER, 30);
    inFlight.enter('someone-else', 7);
    expect(inFlight.of(HER)).toEqual({ files: 2, bytes: 130 });

    first.leave();
    first.leave();
    expect(inFlight.of(HER)).toEqual({ files: 1, bytes: 30 });
    expect(inFlight.of('someone-else')).toEqual({ files: 1, bytes: 7 });
  });
});

describe('withOthersInFlight', () => {
  it('counts an upload that records while her rows are read once, not twice', async () => {
    const inFlight = new UploadsInFlight();
    const other = inFlight.enter(HER, 100);
    const own = inFlight.enter(HER, 40);

    const hers = await own.withOthersInFlight(async () => {
      await Promise.resolve();
      // The other upload writes its row and leaves during the read, which sees the row.
      other.leave();
      return { files: 1, bytes: 100 };
    });

    expect(hers).toEqual({ files: 1, bytes: 100 });
  });

  it('never counts another upload twice, whenever it records', async () => {
    // Each other upload is still streaming, records during the read (seen by it or not), or
    // recorded before: it is counted at most once, and once unless the read missed it.
    const moment = fc.constantFrom('streaming', 'during-seen', 'during-unseen', 'before');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ moment, bytes: fc.integer({ min: 1, max: 1000 }) }), {
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 1000 }),
        async (others, ownBytes) => {
          const inFlight = new UploadsInFlight();
          const uploads = others.map((other) => ({
            ...other,
            ...inFlight.enter(HER, other.bytes),
          }));
          const own = inFlight.enter(HER, ownBytes);
          for (const upload of uploads) if (upload.moment === 'before') upload.leave();

          const hers = await own.withOthersInFlight(async () => {
            await Promise.resolve();
            for (const upload of uploads) if (upload.moment.startsWith('during')) upload.leave();
            const seen = uploads.filter((u) => u.moment === 'before' || u.moment === 'during-seen');
            return { files: seen.length, bytes: seen.reduce((sum, u) => sum + u.bytes, 0) };
          });

          const counted = uploads.filter((u) => u.moment !== 'during-unseen');
          expect(hers).toEqual({
            files: counted.length,
            bytes: counted.reduce((sum, u) => sum + u.bytes, 0),
          });
        },
      ),
    );
  });
});

// Screenshots for a person to look at, written only when a folder is named (SHOTS_DIR, or a
// spec's own variable): what the checks beside them measure is asserted, never read off a picture,
// so CI writes none.
import { join } from 'node:path';

interface ShotOptions {
  fullPage?: boolean;
  clip?: { x: number; y: number; width: number; height: number };
}

/** A page or a locator: both draw themselves into a file. */
interface Drawable {
  screenshot(options: ShotOptions & { path: string }): Promise<unknown>;
}

/** `shot(target, name)` saves `name`.png into `dir`, or does nothing when `dir` is unset. */
export function shotsInto(dir: string | undefined) {
  return async (target: Drawable, name: string, options: ShotOptions = {}): Promise<void> => {
    if (dir) await target.screenshot({ ...options, path: join(dir, `${name}.png`) });
  };
}

/** Shots into SHOTS_DIR, the folder most specs write theirs to. */
export const shot = shotsInto(process.env.SHOTS_DIR);

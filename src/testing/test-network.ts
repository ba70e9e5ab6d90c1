// The network between a screen and the test server, which a test may slow or cut: holding a
// request shows a loading state or a race, failing one is a dropped connection. What the server
// answers is never made up here: refusals come from the real server reaching that state.

/** A request's method and path (no origin): `'/api/stories'`, or a RegExp on path and query. */
export type RequestMatch = string | RegExp;

export interface SeenRequest {
  method: string;
  /** Path and query, as the server sees them. */
  path: string;
  /** The JSON body sent, parsed; undefined for none or for an upload. */
  body: unknown;
}

/** Held requests wait until the test lets them through, in any order. */
export interface HeldRequests {
  /** How many requests are waiting. */
  readonly waiting: number;
  /** Lets the `index`-th held request (0 = the first made) go on to the server. */
  release(index?: number): void;
  /** Lets every waiting request go on and stops holding new ones. */
  releaseAll(): void;
}

export interface TestNetwork {
  /** Every request sent, in order. */
  readonly requests: readonly SeenRequest[];
  /** Forgets the requests seen so far (a test's set-up through the same browser). */
  forget(): void;
  /** The requests sent with this method to a matching path. */
  requestsTo(method: string, path: RequestMatch): SeenRequest[];
  /** Holds matching requests before they reach the server, until released. */
  hold(method: string, path: RequestMatch): HeldRequests;
  /**
   * Drops matching requests as a lost connection does (fetch rejects with a TypeError); `false`
   * lets them through again.
   */
  fail(method: string, path: RequestMatch, failing?: boolean): void;
  /**
   * Resolves once no request has been on its way for `quietMs`: what a screen asks in answer to
   * another answer (a session read after a refusal) has been asked and answered too.
   */
  idle(quietMs?: number): Promise<void>;
}

interface Rule {
  method: string;
  path: RequestMatch;
}

function matches(rule: Rule, method: string, path: string): boolean {
  if (rule.method.toUpperCase() !== method) return false;
  return typeof rule.path === 'string' ? rule.path === path.split('?')[0] : rule.path.test(path);
}

function jsonBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Wraps `send` (a browser's fetch to the server) with the network's controls. */
export function testNetwork(send: typeof fetch): { fetch: typeof fetch; network: TestNetwork } {
  const requests: SeenRequest[] = [];
  const failing: Rule[] = [];
  const holds: { rule: Rule; waiting: (() => void)[]; order: (() => void)[]; on: boolean }[] = [];

  let onTheirWay = 0;
  let lastMoved = Date.now();

  const networkFetch: typeof fetch = async (input, init) => {
    onTheirWay += 1;
    lastMoved = Date.now();
    try {
      return await sendThrough(input, init);
    } finally {
      onTheirWay -= 1;
      lastMoved = Date.now();
    }
  };

  const sendThrough: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://origin');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    requests.push({ method, path, body: jsonBody(init?.body) });
    const hold = holds.find((candidate) => candidate.on && matches(candidate.rule, method, path));
    if (hold) {
      await new Promise<void>((resolve) => {
        hold.waiting.push(resolve);
        hold.order.push(resolve);
      });
    }
    if (failing.some((rule) => matches(rule, method, path))) {
      throw new TypeError('fetch failed');
    }
    return send(input, init);
  };

  const network: TestNetwork = {
    requests,
    forget() {
      requests.length = 0;
    },
    requestsTo: (method, path) =>
      requests.filter((seen) => matches({ method, path }, seen.method, seen.path)),
    hold(method, path) {
      const hold: (typeof holds)[number] = {
        rule: { method, path },
        waiting: [],
        order: [],
        on: true,
      };
      holds.push(hold);
      return {
        get waiting() {
          return hold.waiting.length;
        },
        release(index = 0) {
          const resolve = hold.order[index];
          if (!resolve) throw new Error(`No held request number ${index}`);
          hold.waiting.splice(hold.waiting.indexOf(resolve), 1);
          resolve();
        },
        releaseAll() {
          hold.on = false;
          for (const resolve of hold.waiting.splice(0)) resolve();
        },
      };
    },
    fail(method, path, on = true) {
      const index = failing.findIndex(
        (rule) => rule.method === method && String(rule.path) === String(path),
      );
      if (on && index < 0) failing.push({ method, path });
      if (!on && index >= 0) failing.splice(index, 1);
    },
    async idle(quietMs = 150) {
      while (onTheirWay > 0 || Date.now() - lastMoved < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
  return { fetch: networkFetch, network };
}

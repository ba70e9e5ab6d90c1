// Every line the server writes goes through here: one JSON object a line in production (for a
// log collector), or the plain message with its fields while developing. Callers pass only
// what is safe to keep: never a body, a cookie, an e-mail address or a client address.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export const LOG_FORMATS = ['json', 'pretty'] as const satisfies readonly LogFormat[];

export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** JSON unless the server runs for development (NODE_ENV=development). */
export function defaultLogFormat(nodeEnv: string | undefined): LogFormat {
  return nodeEnv === 'development' ? 'pretty' : 'json';
}

const RESERVED = new Set(['time', 'level', 'msg']);

/** One line, without its newline. Fields never replace time, level or msg. */
export function formatLine(
  format: LogFormat,
  level: LogLevel,
  msg: string,
  fields: LogFields = {},
  time = new Date(),
): string {
  const own = Object.entries(fields).filter(
    ([key, value]) => value !== undefined && !RESERVED.has(key),
  );
  if (format === 'json') {
    return JSON.stringify({ time: time.toISOString(), level, msg, ...Object.fromEntries(own) });
  }
  const extra = own.map(([key, value]) => ` ${key}=${String(value)}`).join('');
  // A line break in a message would pass for a second log line.
  return `${msg}${extra}`.replace(/[\r\n]+/g, ' ');
}

/**
 * Until start-up has parsed the configuration (LOG_FORMAT), the environment's raw value says
 * the format, so even a bad variable is reported in the format asked for.
 */
function initialFormat(): LogFormat {
  const asked = process.env.LOG_FORMAT;
  return LOG_FORMATS.find((format) => format === asked) ?? defaultLogFormat(process.env.NODE_ENV);
}

let currentFormat: LogFormat = initialFormat();

export function setLogFormat(format: LogFormat) {
  currentFormat = format;
}

export type LogSink = (level: LogLevel, line: string) => void;

/**
 * Information lines (one a request) wait for the end of the event loop's turn and leave together
 * in one write: a write each, a system call to the pipe or file, cost the server about a tenth of
 * a list request's time under load. Warnings and failures leave at once, after the lines waiting
 * before them, so the order holds. `flush` writes what waits (at exit, for one).
 */
export function batchedSink(write: (level: LogLevel, text: string) => void): {
  sink: LogSink;
  flush: () => void;
} {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join('\n');
    waiting = [];
    write('info', text);
  };
  const sink: LogSink = (level, line) => {
    if (level === 'info') {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push(line);
      return;
    }
    flush();
    write(level, line);
  };
  return { sink, flush };
}

// Looked up at each call (not bound once), so tests that watch the console still see lines.
// Information goes to stdout, warnings and failures to stderr.
const consoleLines = batchedSink((level, text) => {
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
});
const consoleSink = consoleLines.sink;
// Written synchronously as the process ends (stdout to a pipe or a file is, on Linux).
process.on('exit', consoleLines.flush);

/** A logger writing to `sink` (the console by default) in the format `format` says. */
export function createLogger({
  format = () => currentFormat,
  sink = consoleSink,
}: { format?: () => LogFormat; sink?: LogSink } = {}): Logger {
  const at =
    (level: LogLevel) =>
    (msg: string, fields?: LogFields): void =>
      sink(level, formatLine(format(), level, msg, fields));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** The process's logger. */
export const log: Logger = createLogger();

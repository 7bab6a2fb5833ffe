import type { FlagLogger } from '../FlagStoreOptions';

type Level = keyof FlagLogger;

/** A FlagLogger that keeps every line, so tests can assert on exact messages. */
export function recordingLogger() {
  const lines: Array<{ level: Level; text: string }> = [];
  const record =
    (level: Level) =>
    (...args: unknown[]) =>
      lines.push({ level, text: args.map(String).join(' ') });
  const logger: FlagLogger = {
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
  };
  return {
    logger,
    lines,
    textsAt: (level: Level) => lines.filter((l) => l.level === level).map((l) => l.text),
  };
}

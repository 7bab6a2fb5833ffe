import { reportOnce } from '../mocks-server/http/reportOnce';
import { createLabServer } from './createLabServer';

const DEFAULT_PORT = 4510;

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
    process.exit(2);
  }
  return port;
}

/** `--replay <name>` (or `--replay=<name>`), else LAB_REPLAY: a saved recording to replay. */
function readReplay(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--replay' || arg.startsWith('--replay='));
  if (at < 0) return process.env.LAB_REPLAY || undefined;
  const arg = args[at];
  return arg.includes('=') ? arg.slice('--replay='.length) : args[at + 1];
}

/**
 * The lab holds every QA session, recording and scenario state in memory: one request that
 * slips past the routes' error handling (a throw in a socket or timer callback) must cost that
 * request, not everyone's work. Such errors are logged once each and the lab goes on serving.
 */
function surviveStrayErrors(): void {
  process.on('uncaughtException', (error) => reportOnce(error, 'a callback outside any route'));
  process.on('unhandledRejection', (reason) => reportOnce(reason, 'a promise nobody awaited'));
}

async function main(): Promise<void> {
  surviveStrayErrors();
  const seed = process.env.LAB_SEED ? Number(process.env.LAB_SEED) : undefined;
  const replay = readReplay(process.argv.slice(2));
  // The e2e run checks each answer the app's pages get against its contract (AnswerCheck).
  const checkAnswers = process.env.LAB_CHECK_ANSWERS === '1';
  const lab = await createLabServer({
    port: readPort(process.env.PORT),
    seed,
    replay,
    checkAnswers,
  });
  console.info(`Lab ready on ${lab.url}`);
  console.info(`  SPA            ${lab.url}/`);
  console.info(`  mock backend   ${lab.url}/api`);
  console.info(`  lab admin      ${lab.url}/__lab/health`);
  console.info(`  flag stream    ${lab.url.replace(/^http/, 'ws')}/streaming`);
  console.info(`  flag console   ${lab.url}/__lab/console/flags`);
  console.info(`  lab console    ${lab.url}/__lab/console`);
  console.info(`  recordings     ${lab.mock.recordReplay.shelf.dir}`);
  if (replay) console.info(`  replaying      ${replay} in the default lab session`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`\n${signal}: stopping the lab`);
    lab.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    console.error(`Port already in use: set PORT to another port, e.g. PORT=4600 npm start`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

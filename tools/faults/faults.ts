import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chosenFaults } from './all-faults';
import { parseFaultOptions } from './fault-options';
import { FaultStack } from './fault-stack';
import { formatLedger, passed } from './ledger';
import { runFaults } from './run-faults';
import { STACK_PORT_OFFSETS } from '../../e2e/fixtures/service-ports';

const FAULTS_PORT_OFFSET = STACK_PORT_OFFSETS.faults;

/** Under the checkout `npm run faults` was started in (the script itself runs from a compiled copy). */
const STACK_LOG = join(process.env.INIT_CWD ?? process.cwd(), 'test-output', 'faults-stack.log');

const say = (text: string) => process.stdout.write(`${text}\n`);

/*
 * `npm run faults`: one stack as `npm start` runs it, its database, broker and object storage
 * behind fault proxies, and each fault injected in turn while real work goes through; prints a
 * ledger of what was attempted, acknowledged, completed, lost and duplicated, and exits non-zero
 * when anything was lost or duplicated.
 */
async function main(argv: string[]): Promise<number> {
  const options = parseFaultOptions(argv);
  const faults = chosenFaults(options);
  if (options.list || faults.length === 0) {
    for (const fault of chosenFaults({ only: [], short: false })) say(`${fault.inShortRun ? '*' : ' '} ${fault.name}`);
    say('(* in the short run `npm test` includes)');
    return faults.length === 0 && !options.list ? 2 : 0;
  }
  say(`Faults: ${faults.length} fault(s), ${options.rounds} round(s) each, on a stack of its own (port offset ${FAULTS_PORT_OFFSET})`);
  const started = Date.now();
  const stack = await FaultStack.start(FAULTS_PORT_OFFSET);
  const onInterrupt = () => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  try {
    const entries = await runFaults(stack, faults, options.rounds, (entry) =>
      say(`  ${passed(entry) ? 'ok    ' : 'FAILED'} ${entry.fault}, round ${entry.round}${entry.recoverMs === undefined ? '' : ` (serving and working again after ${(entry.recoverMs / 1000).toFixed(1)} s)`}`),
    );
    say(`\n${formatLedger(entries)}\n`);
    const failed = entries.filter((entry) => !passed(entry));
    say(`${entries.length - failed.length} of ${entries.length} rounds with nothing lost or duplicated, in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    // Kept whatever the outcome: the services' own account of each fault (JSON lines, warnings up).
    mkdirSync(dirname(STACK_LOG), { recursive: true });
    writeFileSync(STACK_LOG, stack.output());
    say(`the services' log: ${STACK_LOG}`);
    if (failed.length > 0) say(`the stack's last lines:\n${stack.output().slice(-6000)}`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    process.off('SIGINT', onInterrupt);
    await stack.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`faults: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);

import { chosenFaults } from '../tools/faults/all-faults';
import { FaultStack } from '../tools/faults/fault-stack';
import { formatLedger, totalOf } from '../tools/faults/ledger';
import { runFaults } from '../tools/faults/run-faults';
import { mkdirSync, writeFileSync } from 'node:fs';
import { STACK_PORT_OFFSETS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.faultsE2e;

/*
 * The short run of `npm run faults`: the same stack, faults and ledger, each fault of the short
 * subset once (the whole suite, twice each, is `npm run faults`). A round passes when every
 * acknowledged effect completed and none was applied twice.
 */
describe('faults, the short run: nothing acknowledged is lost or applied twice', () => {
  let stack: FaultStack;
  const ledger: Parameters<typeof formatLedger>[0] = [];

  beforeAll(async () => {
    stack = await FaultStack.start(OFFSET);
  }, 240000);

  afterAll(async () => {
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/faults-ledger.txt', `${formatLedger(ledger)}\n`);
    writeFileSync('test-output/faults-stack.log', stack?.output() ?? '');
    await stack?.stop();
  }, 120000);

  it.each(chosenFaults({ only: [], short: true }).map((fault) => [fault.name, fault] as const))('%s', async (_name, fault) => {
    const [entry] = await runFaults(stack, [fault], 1);
    ledger.push(entry!);
    const total = totalOf(entry!);
    expect(entry!.problems).toEqual([]);
    expect(total).toMatchObject({ lost: 0, duplicated: 0 });
    expect(total.completed).toBeGreaterThan(0);
    expect(total.completed).toBe(total.acknowledged);
  }, 600000);
});

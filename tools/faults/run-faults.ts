import type { Fault } from './fault';
import type { FaultStack } from './fault-stack';
import type { LedgerEntry } from './ledger';

/** Runs each fault `rounds` times in a row on one stack; a round that throws is a failed entry, not the end of the suite. */
export async function runFaults(stack: FaultStack, faults: Fault[], rounds: number, onEntry: (entry: LedgerEntry) => void = () => undefined): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (const fault of faults) {
    for (let round = 1; round <= rounds; round++) {
      const outcome = await fault.run(stack).catch((error: unknown) => ({
        tallies: {},
        problems: [`the round failed: ${error instanceof Error ? error.message : String(error)}`],
      }));
      const entry = { fault: fault.name, round, ...outcome };
      entries.push(entry);
      onEntry(entry);
    }
  }
  return entries;
}

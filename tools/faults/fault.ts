import type { FaultStack } from './fault-stack';
import type { FaultOutcome } from './ledger';

/** One fault the suite injects: a name for the ledger, and a round that injects it once and counts what happened. */
export interface Fault {
  name: string;
  /** In the short subset `npm test` runs. */
  inShortRun?: boolean;
  run(stack: FaultStack): Promise<FaultOutcome>;
}

/**
 * What a fault did to the work sent through it, counted per kind of effect (jobs, outputs,
 * e-mails, webhook events, logins, messages, payments), in the manner of a Jepsen ledger:
 * attempted by a client, acknowledged by the product, completed (the effect exists at the end),
 * lost (acknowledged but never completed) and duplicated (an effect applied more than once).
 */
export interface Tally {
  attempted: number;
  acknowledged: number;
  completed: number;
  lost: number;
  duplicated: number;
}

export const emptyTally = (): Tally => ({ attempted: 0, acknowledged: 0, completed: 0, lost: 0, duplicated: 0 });

export function addTallies(a: Tally, b: Tally): Tally {
  return {
    attempted: a.attempted + b.attempted,
    acknowledged: a.acknowledged + b.acknowledged,
    completed: a.completed + b.completed,
    lost: a.lost + b.lost,
    duplicated: a.duplicated + b.duplicated,
  };
}

/** One round of one fault: its tallies by effect, how long the product took to serve again, and what went wrong, named. */
export interface FaultOutcome {
  tallies: Record<string, Tally>;
  /** From the fault's end (the kill itself, or the dependency's return) until the product served and worked again; undefined when nothing stopped. */
  recoverMs?: number;
  /** Each lost or duplicated effect, and anything else the round found wrong (a service that never came back). */
  problems: string[];
}

export interface LedgerEntry extends FaultOutcome {
  fault: string;
  round: number;
}

export function totalOf(entry: FaultOutcome): Tally {
  return Object.values(entry.tallies).reduce(addTallies, emptyTally());
}

/** A round passes when nothing was lost or duplicated and nothing else went wrong. */
export const passed = (entry: FaultOutcome): boolean => entry.problems.length === 0 && totalOf(entry).lost === 0 && totalOf(entry).duplicated === 0;

const COLUMNS = ['attempted', 'acknowledged', 'completed', 'lost', 'duplicated'] as const;

/** The ledger as a table: a line per fault and round with the totals, then its tallies by effect, then its problems. */
export function formatLedger(entries: LedgerEntry[]): string {
  const faultWidth = Math.max(5, ...entries.map((entry) => entry.fault.length));
  const header = ['fault'.padEnd(faultWidth), 'round', ...COLUMNS.map((column) => column.padStart(12)), 'recovered in'.padStart(13), ''].join('  ');
  const lines = [header, '-'.repeat(header.length)];
  for (const entry of entries) {
    const total = totalOf(entry);
    const recovered = entry.recoverMs === undefined ? '-' : `${(entry.recoverMs / 1000).toFixed(1)} s`;
    lines.push(
      [
        entry.fault.padEnd(faultWidth),
        String(entry.round).padStart(5),
        ...COLUMNS.map((column) => String(total[column]).padStart(12)),
        recovered.padStart(13),
        passed(entry) ? 'ok' : 'FAILED',
      ].join('  '),
    );
    const byKind = Object.entries(entry.tallies).map(
      ([kind, tally]) => `${kind} ${tally.attempted}/${tally.acknowledged}/${tally.completed}${tally.lost ? ` lost ${tally.lost}` : ''}${tally.duplicated ? ` duplicated ${tally.duplicated}` : ''}`,
    );
    lines.push(`${' '.repeat(faultWidth)}  ${byKind.join(' · ')}`);
    for (const problem of entry.problems) lines.push(`${' '.repeat(faultWidth)}  ! ${problem}`);
  }
  return lines.join('\n');
}

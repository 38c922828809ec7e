export interface FaultOptions {
  /** Rounds of each fault, one after another on the same stack. */
  rounds: number;
  /** Only faults whose names contain one of these (case-insensitive); all when empty. */
  only: string[];
  /** Only the short subset `npm test` runs. */
  short: boolean;
  /** List the faults and exit. */
  list: boolean;
}

export function parseFaultOptions(argv: readonly string[]): FaultOptions {
  const valuesOf = (flag: string) => argv.flatMap((arg, i) => (arg === flag && argv[i + 1] ? [argv[i + 1]!] : []));
  const rounds = Number(valuesOf('--rounds')[0] ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) throw new Error('--rounds takes a whole number from 1 to 10');
  return { rounds, only: valuesOf('--only').map((name) => name.toLowerCase()), short: argv.includes('--short'), list: argv.includes('--list') };
}

import { type FaultOutcome, formatLedger, passed, totalOf } from './ledger';
import { parseFaultOptions } from './fault-options';

const clean: FaultOutcome = {
  tallies: {
    jobs: { attempted: 1, acknowledged: 1, completed: 1, lost: 0, duplicated: 0 },
    logins: { attempted: 20, acknowledged: 12, completed: 12, lost: 0, duplicated: 0 },
  },
  recoverMs: 2345,
  problems: [],
};

describe('the fault ledger', () => {
  it('sums a round over its effects and passes it when nothing was lost or duplicated', () => {
    expect(totalOf(clean)).toEqual({ attempted: 21, acknowledged: 13, completed: 13, lost: 0, duplicated: 0 });
    expect(passed(clean)).toBe(true);
  });

  it('fails a round with a lost or duplicated effect, or a problem, and names it in the table', () => {
    const lost = { ...clean, tallies: { ...clean.tallies, 'e-mails': { attempted: 1, acknowledged: 1, completed: 0, lost: 1, duplicated: 0 } }, problems: ['the e-mail never arrived'] };
    const duplicated = { ...clean, tallies: { outputs: { attempted: 8, acknowledged: 8, completed: 8, lost: 0, duplicated: 1 } } };
    const crashed = { ...clean, problems: ['1 service process(es) crashed and were restarted'] };
    expect([lost, duplicated, crashed].map(passed)).toEqual([false, false, false]);

    const table = formatLedger([
      { fault: 'render kill -9', round: 1, ...clean },
      { fault: 'SMTP down, then up', round: 2, ...lost },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^fault\s+round\s+attempted\s+acknowledged\s+completed\s+lost\s+duplicated\s+recovered in/);
    expect(lines[2]).toMatch(/^render kill -9\s+1\s+21\s+13\s+13\s+0\s+0\s+2\.3 s\s+ok$/);
    expect(lines[3]).toContain('jobs 1/1/1 · logins 20/12/12');
    expect(lines[4]).toMatch(/^SMTP down, then up\s+2\s+22\s+14\s+13\s+1\s+0\s+2\.3 s\s+FAILED$/);
    expect(lines[5]).toContain('e-mails 1/1/0 lost 1');
    expect(lines[6]).toContain('! the e-mail never arrived');
  });
});

describe('the fault suite options', () => {
  it('runs every fault twice by default, and takes rounds, names and the short subset', () => {
    expect(parseFaultOptions([])).toEqual({ rounds: 2, only: [], short: false, list: false });
    expect(parseFaultOptions(['--rounds', '3', '--only', 'SIGTERM', '--only', 'smtp', '--short'])).toEqual({ rounds: 3, only: ['sigterm', 'smtp'], short: true, list: false });
    expect(() => parseFaultOptions(['--rounds', '0'])).toThrow(/--rounds/);
  });
});

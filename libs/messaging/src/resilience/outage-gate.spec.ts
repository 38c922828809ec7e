import { OutageGate, OutageGateClosed } from './outage-gate';

describe('OutageGate', () => {
  it('holds every waiter until the probe answers, then lets them all go', async () => {
    let up = false;
    let probes = 0;
    const gate = new OutageGate('db', async () => {
      probes += 1;
      return up;
    }, { initialMs: 5, maxMs: 20 });
    const first = gate.reportOutage('ECONNREFUSED');
    const second = gate.whenAvailable();
    expect(gate.isOpen).toBe(false);
    let released = false;
    void Promise.all([first, second]).then(() => (released = true));
    // Probes failing again and again keep everyone waiting (counted, not timed: a busy machine
    // may run the 5 ms timers late).
    while (probes < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(released).toBe(false);
    expect(gate.isOpen).toBe(false);
    up = true;
    await Promise.all([first, second]);
    expect(gate.isOpen).toBe(true);
    await expect(gate.whenAvailable()).resolves.toBeUndefined();
  });

  it('releases waiters with OutageGateClosed on shutdown', async () => {
    const gate = new OutageGate('db', async () => false, { initialMs: 5, maxMs: 20 });
    const waiting = gate.whenAvailable();
    const held = gate.reportOutage('down');
    gate.close();
    await expect(waiting).resolves.toBeUndefined();
    await expect(held).rejects.toBeInstanceOf(OutageGateClosed);
    await expect(gate.whenAvailable()).rejects.toBeInstanceOf(OutageGateClosed);
  });
});

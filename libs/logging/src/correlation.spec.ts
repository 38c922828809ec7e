import { currentCorrelationId, runWithCorrelationId, sanitizeCorrelationId } from './correlation';

describe('correlation id', () => {
  it('is visible inside the run, across awaits, and gone after it', async () => {
    const seen = await runWithCorrelationId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentCorrelationId();
    });
    expect(seen).toBe('req-1');
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('makes a fresh id when none or a hostile one is given', () => {
    const fresh = runWithCorrelationId(undefined, currentCorrelationId);
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(runWithCorrelationId('bad id\n{"x":1}', currentCorrelationId)).not.toContain('\n');
  });

  it('accepts only short printable ids', () => {
    expect(sanitizeCorrelationId('abc-123:x')).toBe('abc-123:x');
    expect(sanitizeCorrelationId('a'.repeat(101))).toBeUndefined();
    expect(sanitizeCorrelationId(42)).toBeUndefined();
  });
});

import { FakeClock, oneMonthAfter } from './fake-clock';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('FakeClock', () => {
  it('follows its source clock plus the time a test moved it forward', () => {
    let source = new Date('2030-03-01T00:00:00Z');
    const clock = new FakeClock(() => source);

    clock.advance(90);
    source = new Date('2030-03-01T00:00:10Z');

    expect(clock.now()).toBe(seconds('2030-03-01T00:01:40Z'));
  });

  it('refuses to move backwards', () => {
    expect(() => new FakeClock().advance(-1)).toThrow(RangeError);
  });
});

describe('oneMonthAfter', () => {
  it('keeps the day of the month and the time of day', () => {
    expect(oneMonthAfter(seconds('2030-03-15T08:30:00Z'))).toBe(seconds('2030-04-15T08:30:00Z'));
  });

  it('ends on the last day of a shorter month, as Stripe bills a period started on the 31st', () => {
    expect(oneMonthAfter(seconds('2030-01-31T12:00:00Z'))).toBe(seconds('2030-02-28T12:00:00Z'));
    expect(oneMonthAfter(seconds('2032-01-31T12:00:00Z'))).toBe(seconds('2032-02-29T12:00:00Z'));
  });

  it('crosses into the next year', () => {
    expect(oneMonthAfter(seconds('2030-12-20T00:00:00Z'))).toBe(seconds('2031-01-20T00:00:00Z'));
  });
});

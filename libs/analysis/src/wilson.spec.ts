import { normalCdf, normalQuantile } from './normal-distribution';
import { costPerResultInterval, wilsonInterval } from './wilson';

describe('wilsonInterval', () => {
  // Reference values computed independently from the score formula (z = 1.959964), to 8 places.
  it.each([
    [10, 100, 0.1, 0.05522914, 0.17436566],
    [0, 10, 0, 0, 0.27753279],
    [10, 10, 1, 0.72246721, 1],
    [50, 1000, 0.05, 0.03813026, 0.06531382],
    [1, 3, 1 / 3, 0.06149194, 0.7923404],
  ])('%d of %d', (x, n, value, low, high) => {
    const interval = wilsonInterval(x, n);
    expect(interval.value).toBeCloseTo(value, 8);
    expect(interval.low).toBeCloseTo(low, 6);
    expect(interval.high).toBeCloseTo(high, 6);
  });

  it('gives nulls without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ value: null, low: null, high: null });
  });
});

describe('costPerResultInterval', () => {
  it('divides spend per impression by the interval of results per impression', () => {
    const cost = costPerResultInterval(100, 10, 1000);
    const rate = wilsonInterval(10, 1000);
    expect(cost.value).toBe(10);
    expect(cost.low).toBeCloseTo(0.1 / (rate.high ?? 1), 9);
    expect(cost.high).toBeCloseTo(0.1 / (rate.low ?? 1), 9);
    expect(cost.low ?? 0).toBeLessThan(10);
    expect(cost.high ?? 0).toBeGreaterThan(10);
  });

  it('gives nulls when nothing was counted', () => {
    expect(costPerResultInterval(100, 0, 1000)).toEqual({ value: null, low: null, high: null });
  });
});

describe('normal distribution', () => {
  it('matches known quantiles and probabilities', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
    expect(normalQuantile(1 - 0.05 / 24)).toBeCloseTo(2.865, 2);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});

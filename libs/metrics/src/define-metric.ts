import { Counter, type CounterConfiguration, Gauge, type GaugeConfiguration, Histogram, type HistogramConfiguration, register } from 'prom-client';

/** Every metric of ours starts with it, so they sort together beside the standard Node ones. */
export const METRIC_PREFIX = 'reelmix_';

/**
 * Module-scope metrics live in prom-client's default registry, one per process. Defining one a
 * second time (the same module loaded again, as Jest does per test file with a shared registry)
 * returns the one already registered instead of throwing "already registered".
 */
export function defineCounter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return existing<Counter<L>>(config.name) ?? new Counter(config);
}

export function defineHistogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return existing<Histogram<L>>(config.name) ?? new Histogram(config);
}

export function defineGauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return existing<Gauge<L>>(config.name) ?? new Gauge(config);
}

function existing<M>(name: string): M | undefined {
  if (!name.startsWith(METRIC_PREFIX)) throw new Error(`Metric ${name} must be named ${METRIC_PREFIX}…`);
  return register.getSingleMetric(name) as M | undefined;
}

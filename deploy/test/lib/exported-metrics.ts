import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { ROOT } from './render-overlay';

export type MetricType = 'histogram' | 'counter' | 'gauge' | 'summary';

/**
 * Every reelmix_ metric the code defines, with its type: `new Histogram({ name: 'reelmix_…'` or
 * libs/metrics' `defineHistogram({ name: 'reelmix_…'` (and Counter, Gauge) in services/ and libs/.
 */
export function definedMetrics(): Map<string, MetricType> {
  const defined = new Map<string, MetricType>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/(Histogram|Counter|Gauge)\(\{\s*name:\s*'(reelmix_[a-z0-9_]+)'/g)) {
          defined.set(match[2], match[1].toLowerCase() as MetricType);
        }
      }
    }
  };
  visit(join(ROOT, 'services'));
  visit(join(ROOT, 'libs'));
  return defined;
}

/** Node's standard process metrics, which every service turns on (libs/metrics/src/process-metrics.ts). */
function processMetrics(): Map<string, MetricType> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = new Map(registry.getMetricsAsArray().map((metric) => [metric.name, String(metric.type) as MetricType]));
  registry.clear();
  return metrics;
}

// Series Prometheus itself records for every target it scrapes.
const SCRAPE_SERIES = ['up', 'scrape_duration_seconds', 'scrape_samples_scraped', 'scrape_samples_post_metric_relabeling', 'scrape_series_added'];

/** Every metric a Prometheus scraping the services holds: ours, Node's standard ones, and the scrape's own. */
export function exportedMetrics(): Map<string, MetricType> {
  return new Map<string, MetricType>([...definedMetrics(), ...processMetrics(), ...SCRAPE_SERIES.map((name) => [name, 'gauge'] as const)]);
}

/** Whether a series name exists among these metrics, a histogram's _bucket/_count/_sum and a summary's _count/_sum included. */
export function isExportedSeries(name: string, metrics: Map<string, MetricType>): boolean {
  if (metrics.has(name)) return true;
  const suffix = /_(bucket|count|sum)$/.exec(name);
  if (suffix === null) return false;
  const type = metrics.get(name.slice(0, -suffix[0].length));
  return type === 'histogram' || (type === 'summary' && suffix[1] !== 'bucket');
}

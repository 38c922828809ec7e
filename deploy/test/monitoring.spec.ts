import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { definedMetrics, isExportedSeries, type MetricType } from './lib/exported-metrics';
import { readPromql } from './lib/promql';
import { OVERLAYS, type Overlay, renderOverlay, ROOT } from './lib/render-overlay';

// Kept literal, as in manifests.spec.ts: the deployment files are checked on their own.
const SERVICES = ['gateway', 'auth', 'billing', 'uploads', 'jobs', 'render', 'mail', 'affiliates', 'webhooks'];
// The gateway's /metrics is on an internal port of its own, never on the public one.
const GATEWAY_METRICS_PORT = '9464';

interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
}

interface Deployment {
  kind: string;
  metadata: { name: string };
  spec?: { template?: { metadata?: { annotations?: Record<string, string> }; spec: { containers: Container[] } } };
}

interface RulesFile {
  groups: { name: string; rules: { alert?: string; record?: string; expr: string; for?: string }[] }[];
}

interface Panel {
  title?: string;
  type: string;
  targets?: { expr?: string }[];
  panels?: Panel[];
}

interface Dashboard {
  title: string;
  panels: Panel[];
  templating?: { list: { query?: { query?: string } | string }[] };
}

/** The reelmix_ series an expression reads that no code defines (a histogram's _bucket/_count/_sum included). */
function undefinedSeries(expr: string, defined: Map<string, MetricType>): string[] {
  return [...expr.matchAll(/\breelmix_[a-z0-9_]+/g)].map((match) => match[0]).filter((name) => !isExportedSeries(name, defined));
}

function podTemplates(overlay: Overlay): Deployment[] {
  return (renderOverlay(overlay) as unknown as Deployment[]).filter((m) => m.kind === 'Deployment');
}

function panelsOf(panels: Panel[]): Panel[] {
  return panels.flatMap((panel) => [panel, ...panelsOf(panel.panels ?? [])]);
}

const defined = definedMetrics();

describe.each(OVERLAYS)('scrape annotations in overlay %s', (overlay) => {
  const deployments = podTemplates(overlay);

  it.each(SERVICES)('asks Prometheus to scrape /metrics of %s on the port that serves it', (name) => {
    const deployment = deployments.find((d) => d.metadata.name === name);
    const template = deployment?.spec?.template;
    const container = template?.spec.containers.find((c) => c.name === name);
    const env = (key: string) => container?.env?.find((e) => e.name === key)?.value;
    const port = name === 'gateway' ? GATEWAY_METRICS_PORT : env('PORT');
    expect(port).toMatch(/^\d+$/);
    expect(template?.metadata?.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': port, 'prometheus.io/path': '/metrics' });
    expect(container?.ports?.map((p) => String(p.containerPort))).toContain(port);
    if (name === 'gateway') expect(env('METRICS_PORT')).toBe(GATEWAY_METRICS_PORT);
  });
});

describe('the metrics the monitoring files read', () => {
  it('finds the metrics of every service and lib in the code', () => {
    for (const name of ['reelmix_http_request_duration_seconds', 'reelmix_queue_messages', 'reelmix_render_task_seconds', 'reelmix_job_duration_seconds', 'reelmix_user_stored_bytes']) {
      expect({ name, defined: defined.has(name) }).toEqual({ name, defined: true });
    }
  });
});

describe('deploy/grafana/reelmix-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(join(ROOT, 'deploy', 'grafana', 'reelmix-dashboard.json'), 'utf8')) as Dashboard;
  const queries = [
    ...panelsOf(dashboard.panels).flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: panel.title, expr: target.expr ?? '' }))),
    ...(dashboard.templating?.list ?? []).map((variable) => ({ where: 'templating', expr: typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? '') })),
  ];

  it('has panels with queries', () => {
    expect(queries.length).toBeGreaterThan(10);
  });

  it('queries only reelmix_ metrics the code defines', () => {
    for (const { where, expr } of queries) {
      expect({ where, expr, reads: /\breelmix_/.test(expr), unknown: undefinedSeries(expr, defined) }).toEqual({ where, expr, reads: true, unknown: [] });
    }
  });

  it('has panel queries Prometheus parses, once Grafana fills in its range variable', () => {
    // $__rate_interval is the one Grafana variable outside a string; $queue and $route sit inside
    // label matchers' quotes. Variable queries (label_values) are Grafana's syntax, not PromQL.
    const panelQueries = queries.filter(({ where }) => where !== 'templating');
    for (const { where, expr } of panelQueries) {
      const errors = readPromql(expr.replaceAll('$__rate_interval', '5m')).errors;
      expect({ where, expr, errors }).toEqual({ where, expr, errors: [] });
    }
  });
});

describe('deploy/prometheus/alerts.yaml', () => {
  const rules = parse(readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.yaml'), 'utf8')) as RulesFile;
  const all = rules.groups.flatMap((group) => group.rules);

  it('is a rules file with the agreed alerts', () => {
    expect(all.map((rule) => rule.alert)).toEqual(expect.arrayContaining(['QueueDepthGrowing', 'DeadLetters', 'OutboxBacklog', 'RpcTimeouts', 'Gateway5xxRatioHigh']));
    for (const rule of all) expect({ alert: rule.alert, expr: typeof rule.expr, for: rule.for }).toEqual({ alert: rule.alert, expr: 'string', for: expect.stringMatching(/^\d+m$/) });
  });

  it('reads only reelmix_ metrics the code defines', () => {
    for (const { alert, expr } of all) {
      expect({ alert, reads: /\breelmix_/.test(expr), unknown: undefinedSeries(expr, defined) }).toEqual({ alert, reads: true, unknown: [] });
    }
  });
});

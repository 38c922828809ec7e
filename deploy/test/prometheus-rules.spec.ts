import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { exportedMetrics } from './lib/exported-metrics';
import { kubeSchemaProblems } from './lib/kube-schema';
import { ROOT } from './lib/render-overlay';
import { OPERATOR_GROUP_KEYS, ruleGroupsProblems } from './lib/rule-groups';

const metrics = exportedMetrics();
const ALERTS_FILE = join(ROOT, 'deploy', 'prometheus', 'alerts.yaml');

describe('deploy/prometheus/alerts.yaml, as promtool check rules would', () => {
  const document = parse(readFileSync(ALERTS_FILE, 'utf8')) as unknown;

  it('is a valid rules file whose expressions parse and read only metrics the product exports', () => {
    expect(ruleGroupsProblems(document, 'alerts.yaml', { metrics })).toEqual([]);
  });

  it('is a valid PrometheusRule spec, as deploy/README.md tells Prometheus Operator users to wrap it', async () => {
    const rule = { apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule', metadata: { name: 'reelmix-alerts', namespace: 'monitoring' }, spec: document };
    expect(await kubeSchemaProblems([rule])).toEqual([]);
    expect(ruleGroupsProblems(rule.spec, 'PrometheusRule/reelmix-alerts', { metrics, extraGroupKeys: OPERATOR_GROUP_KEYS })).toEqual([]);
  });
});

describe('the rules check itself', () => {
  const alert = (fields: string) => `
groups:
  - name: test
    rules:
      - alert: QueueStuck
${fields
  .trim()
  .split('\n')
  .map((line) => `        ${line}`)
  .join('\n')}
`;
  const check = (yaml: string) => ruleGroupsProblems(parse(yaml), 'rules', { metrics });
  const GOOD = 'expr: max by (queue) (reelmix_queue_messages) > 50\nfor: 10m\nlabels: { severity: warning }\nannotations: { summary: "{{ $labels.queue }} holds {{ $value | humanize }}" }';

  it('accepts a well-formed rule', () => {
    expect(check(alert(GOOD))).toEqual([]);
  });

  it('accepts a recording rule and an alert that reads the recorded series', () => {
    const yaml = `
groups:
  - name: test
    rules:
      - record: queue:reelmix_queue_messages:max
        expr: max by (queue) (reelmix_queue_messages)
      - alert: QueueStuck
        expr: queue:reelmix_queue_messages:max > 50
`;
    expect(check(yaml)).toEqual([]);
  });

  it.each([
    ['an expression that does not parse', GOOD.replace('> 50', '>'), 'rules groups[0].rules[0] (QueueStuck).expr:'],
    ['an expression of the wrong type', GOOD.replace('max by (queue) (reelmix_queue_messages)', 'rate(reelmix_queue_messages)'), 'expected type matrix in call to function "rate", got vector'],
    ['a function with too few arguments', GOOD.replace('max by (queue) (reelmix_queue_messages)', 'label_replace(reelmix_queue_messages, "a", "b")'), 'expected 5 argument(s) in call to "label_replace", got 3'],
    ['a metric the product does not export', GOOD.replace('reelmix_queue_messages', 'reelmix_queue_mesages'), 'reads reelmix_queue_mesages, which the product does not export'],
    ['a histogram suffix on a gauge', GOOD.replace('reelmix_queue_messages', 'reelmix_queue_messages_bucket'), 'reads reelmix_queue_messages_bucket, which the product does not export'],
    ['a duration Prometheus cannot read', GOOD.replace('for: 10m', 'for: 10 minutes'), '"10 minutes" is not a Prometheus duration'],
    ['units in the wrong order', GOOD.replace('for: 10m', 'for: 30s5m'), '"30s5m" is not a Prometheus duration'],
    ['a label that is not a string', GOOD.replace('severity: warning', 'severity: 2'), '.labels.severity: must be a string, not 2'],
    ['an annotation name that is not a label name', GOOD.replace('summary:', 'run-book:'), '"run-book" is not a valid label name'],
    ['an unknown template variable', GOOD.replace('$labels.queue', '$label.queue'), 'template variable $label is not defined'],
    ['an unknown template function', GOOD.replace('humanize', 'humanise'), 'template function "humanise" is not defined'],
    ['an unclosed template action', GOOD.replace('$value | humanize }}', '$value | humanize'), 'is never closed'],
    ['a key rulefmt does not know', `${GOOD}\nseverity: warning`, "unknown key 'severity'"],
    ['alert and record both set', `${GOOD}\nrecord: queue:stuck`, "must set exactly one of 'alert' and 'record'"],
  ])('refuses %s', (_what, fields, problem) => {
    expect(check(alert(fields))).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });

  it('refuses an alert name used twice and a group name used twice', () => {
    const yaml = `
groups:
  - name: test
    rules:
      - { alert: QueueStuck, expr: "reelmix_queue_messages > 50" }
      - { alert: QueueStuck, expr: "reelmix_queue_messages > 500" }
  - name: test
    rules: []
`;
    expect(check(yaml)).toEqual(expect.arrayContaining([expect.stringContaining('alert name "QueueStuck" is used twice'), expect.stringContaining('group name "test" is repeated')]));
  });

  it('refuses a file without groups', () => {
    expect(check('rules: []')).toEqual(['rules: has no groups: list']);
  });
});

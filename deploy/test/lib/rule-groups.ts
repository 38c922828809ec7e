import { isExportedSeries, type MetricType } from './exported-metrics';
import { readPromql } from './promql';

/*
 * What `promtool check rules` checks, for a rules file (`groups:`) or a PrometheusRule's `spec`:
 * Prometheus's rulefmt, which refuses unknown keys, plus the expressions parsed and type-checked by
 * Prometheus's own PromQL analyser, plus this project's rules: alert names unique, every metric an
 * expression reads exported by the product, so an alert can never watch a series that is not there.
 */

// Prometheus's duration syntax (model.ParseDuration): units largest first, each at most once.
const DURATION = /^(?:0|(?=\d)(?:\d+y)?(?:\d+w)?(?:\d+d)?(?:\d+h)?(?:\d+m)?(?:\d+s)?(?:\d+ms)?)$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

const GROUP_KEYS = ['name', 'interval', 'query_offset', 'limit', 'rules', 'labels'];
/** Group keys the Prometheus Operator's PrometheusRule accepts beyond plain Prometheus's. */
export const OPERATOR_GROUP_KEYS = ['partial_response_strategy'];
const RULE_KEYS = ['record', 'alert', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations'];

// What a label or annotation template may use: Prometheus's variables, Go's template keywords and
// built-in functions, and the functions Prometheus adds (template/template.go).
const TEMPLATE_VARIABLES = new Set(['labels', 'value', 'externalLabels', 'externalURL']);
const TEMPLATE_WORDS = new Set([
  ...['if', 'else', 'end', 'range', 'with', 'define', 'template', 'block', 'break', 'continue', 'nil', 'true', 'false'],
  ...['and', 'call', 'html', 'index', 'slice', 'js', 'len', 'not', 'or', 'print', 'printf', 'println', 'urlquery', 'eq', 'ge', 'gt', 'le', 'lt', 'ne'],
  ...['query', 'first', 'label', 'value', 'strvalue', 'args', 'reReplaceAll', 'safeHtml', 'match', 'title', 'toUpper', 'toLower', 'graphLink', 'tableLink', 'sortByLabel'],
  ...['humanize', 'humanize1024', 'humanizeDuration', 'humanizePercentage', 'humanizeTimestamp', 'toTime', 'toDuration', 'pathPrefix', 'externalURL', 'parseDuration', 'now', 'stripPort', 'stripDomain', 'urlQueryEscape'],
]);

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RuleGroupsOptions {
  /** Every metric the product's Prometheus holds (exported-metrics.ts). */
  metrics: Map<string, MetricType>;
  /** Group keys a dialect adds: the Prometheus Operator's partial_response_strategy, for one. */
  extraGroupKeys?: string[];
}

/** The problems of a rules document (`{ groups: [...] }`); `where` prefixes each. Empty when all is well. */
export function ruleGroupsProblems(document: unknown, where: string, options: RuleGroupsOptions): string[] {
  const problems: string[] = [];
  const problem = (at: string, text: string) => problems.push(`${where}${at}: ${text}`);
  if (!isObject(document) || !Array.isArray(document.groups)) return [`${where}: has no groups: list`];
  unknownKeys(document, ['groups'], '', problem);

  const groups = document.groups as unknown[];
  const rules = groups.flatMap((group) => (isObject(group) && Array.isArray(group.rules) ? group.rules : [])).filter(isObject);
  const recorded = new Set(rules.map((rule) => rule.record).filter((name): name is string => typeof name === 'string'));
  const groupNames = new Set<string>();
  const alertNames = new Set<string>();

  groups.forEach((group, g) => {
    const at = ` groups[${g}]`;
    if (!isObject(group)) return problem(at, 'is not a mapping');
    unknownKeys(group, [...GROUP_KEYS, ...(options.extraGroupKeys ?? [])], at, problem);
    if (typeof group.name !== 'string' || group.name === '') problem(at, 'has no name');
    else if (groupNames.has(group.name)) problem(at, `group name "${group.name}" is repeated`);
    else groupNames.add(group.name);
    for (const key of ['interval', 'query_offset']) if (group[key] !== undefined) duration(group[key], `${at}.${key}`, problem);
    if (group.labels !== undefined) labelMap(group.labels, `${at}.labels`, false, problem);
    if (!Array.isArray(group.rules)) return problem(at, 'has no rules: list');

    group.rules.forEach((rule: unknown, r: number) => {
      const ruleAt = `${at}.rules[${r}]${isObject(rule) && typeof (rule.alert ?? rule.record) === 'string' ? ` (${String(rule.alert ?? rule.record)})` : ''}`;
      if (!isObject(rule)) return problem(ruleAt, 'is not a mapping');
      unknownKeys(rule, RULE_KEYS, ruleAt, problem);
      const { alert, record } = rule;
      if ((alert === undefined) === (record === undefined)) problem(ruleAt, "must set exactly one of 'alert' and 'record'");
      if (alert !== undefined) {
        if (typeof alert !== 'string' || alert === '') problem(ruleAt, 'alert must be a non-empty string');
        else if (alertNames.has(alert)) problem(ruleAt, `alert name "${alert}" is used twice`);
        else alertNames.add(alert);
      }
      if (record !== undefined) {
        if (typeof record !== 'string' || !METRIC_NAME.test(record)) problem(ruleAt, `record "${String(record)}" is not a valid metric name`);
        for (const key of ['for', 'keep_firing_for', 'annotations']) if (rule[key] !== undefined) problem(ruleAt, `a recording rule cannot have '${key}'`);
      }
      for (const key of ['for', 'keep_firing_for']) if (rule[key] !== undefined) duration(rule[key], `${ruleAt}.${key}`, problem);
      if (rule.labels !== undefined) labelMap(rule.labels, `${ruleAt}.labels`, alert !== undefined, problem);
      if (rule.annotations !== undefined) labelMap(rule.annotations, `${ruleAt}.annotations`, true, problem);

      if (typeof rule.expr !== 'string' || rule.expr.trim() === '') return problem(ruleAt, 'expr must be a non-empty string');
      const reading = readPromql(rule.expr);
      for (const error of reading.errors) problem(`${ruleAt}.expr`, error);
      for (const metric of reading.metrics) {
        if (!recorded.has(metric) && !isExportedSeries(metric, options.metrics)) problem(`${ruleAt}.expr`, `reads ${metric}, which the product does not export`);
      }
    });
  });
  return problems;
}

function unknownKeys(node: Node, known: string[], at: string, problem: (at: string, text: string) => void): void {
  for (const key of Object.keys(node)) if (!known.includes(key)) problem(at, `unknown key '${key}'`);
}

function duration(value: unknown, at: string, problem: (at: string, text: string) => void): void {
  if (typeof value !== 'string' || value === '' || !DURATION.test(value)) problem(at, `"${String(value)}" is not a Prometheus duration (such as 30s, 5m, 1h30m)`);
}

/** Labels or annotations: label-name keys and string values; `templated` values are checked as Prometheus templates. */
function labelMap(value: unknown, at: string, templated: boolean, problem: (at: string, text: string) => void): void {
  if (!isObject(value)) return problem(at, 'must be a mapping of names to strings');
  for (const [key, text] of Object.entries(value)) {
    if (!LABEL_NAME.test(key)) problem(at, `"${key}" is not a valid label name`);
    if (typeof text !== 'string') problem(`${at}.${key}`, `must be a string, not ${JSON.stringify(text)} (quote it)`);
    else if (templated) for (const error of templateProblems(text)) problem(`${at}.${key}`, error);
  }
}

/** What Prometheus's template engine would refuse in a label or annotation: unclosed actions, unknown variables or functions. */
export function templateProblems(text: string): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  let rest = text;
  for (let open = rest.indexOf('{{'); open !== -1; open = rest.indexOf('{{')) {
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) return [...problems, `"{{" at "${rest.slice(open, open + 20)}" is never closed`];
    const action = rest.slice(open + 2, close).replace(/^-\s|\s-$/g, '').trim();
    rest = rest.slice(close + 2);
    if (action.startsWith('/*')) continue;
    // Strings hold any text; take them out before reading names.
    const code = action.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""');
    for (const match of code.matchAll(/\$([A-Za-z_]\w*)\s*:?=/g)) declared.add(match[1]);
    for (const match of code.matchAll(/\$([A-Za-z_]\w*)/g)) {
      if (!TEMPLATE_VARIABLES.has(match[1]) && !declared.has(match[1])) problems.push(`template variable $${match[1]} is not defined`);
    }
    for (const command of code.split('|')) {
      const word = /^\s*\(?\s*([A-Za-z_]\w*)/.exec(command)?.[1];
      if (word !== undefined && !TEMPLATE_WORDS.has(word)) problems.push(`template function "${word}" is not defined`);
    }
  }
  if (rest.includes('}}')) problems.push('"}}" without a matching "{{"');
  return problems;
}

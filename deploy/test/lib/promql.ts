import { EditorState } from '@codemirror/state';
import { PromQLExtension } from '@prometheus-io/codemirror-promql';
// The analyser Prometheus's own web UI lints queries with: syntax errors, and the type and arity
// checks of Prometheus's parser (a range vector where one is needed, argument counts, set
// operators between scalars). The package exports it from this path only.
import { Parser } from '@prometheus-io/codemirror-promql/dist/cjs/parser';
import { parser } from '@prometheus-io/lezer-promql';

export interface PromqlReading {
  /** Why Prometheus would refuse the expression; empty when it parses. */
  errors: string[];
  /** The metric names the expression selects. */
  metrics: string[];
}

const language = new PromQLExtension().asExtension();

/** Parses a PromQL expression with Prometheus's grammar: what is wrong with it, and which metrics it reads. */
export function readPromql(expr: string): PromqlReading {
  const analysis = new Parser(EditorState.create({ doc: expr, extensions: language }));
  analysis.analyze();
  const errors = analysis
    .getDiagnostics()
    .filter((diagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => `${diagnostic.message} at "${expr.slice(diagnostic.from, Math.max(diagnostic.to, diagnostic.from + 1)).trim() || '(end)'}"`);

  const metrics = new Set<string>();
  parser.parse(expr).iterate({
    enter(node) {
      // `name{…}` or `name`; the `{__name__="name"}` form names its metric in a label matcher.
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') metrics.add(expr.slice(node.from, node.to));
      if (node.name === 'UnquotedLabelMatcher') {
        const label = node.node.getChild('LabelName');
        const op = node.node.getChild('MatchOp')?.getChild('EqlSingle');
        const value = node.node.getChild('StringLiteral');
        if (label && op && value && expr.slice(label.from, label.to) === '__name__') metrics.add(expr.slice(value.from + 1, value.to - 1));
      }
    },
  });
  return { errors, metrics: [...metrics] };
}

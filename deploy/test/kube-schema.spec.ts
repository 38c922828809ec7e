import { parseAllDocuments } from 'yaml';
import { exportedMetrics } from './lib/exported-metrics';
import { kubeSchemaProblems } from './lib/kube-schema';
import { OVERLAYS, renderOverlay } from './lib/render-overlay';
import { OPERATOR_GROUP_KEYS, ruleGroupsProblems } from './lib/rule-groups';

function objects(yaml: string): Record<string, unknown>[] {
  return parseAllDocuments(yaml).map((doc) => doc.toJS() as Record<string, unknown>);
}

describe.each(OVERLAYS)('overlay %s against the Kubernetes, KEDA and Prometheus Operator schemas', (overlay) => {
  let rendered: Record<string, unknown>[];
  beforeAll(() => {
    rendered = renderOverlay(overlay);
  });

  it('renders only objects the schemas accept', async () => {
    expect(rendered.map((o) => o.kind)).toEqual(expect.arrayContaining(['Deployment', 'Service', 'Ingress', 'ScaledObject', 'TriggerAuthentication']));
    expect(await kubeSchemaProblems(rendered)).toEqual([]);
  });

  it('gives any PrometheusRule rule groups that promtool would accept', () => {
    const metrics = exportedMetrics();
    const problems = rendered
      .filter((object) => object.kind === 'PrometheusRule')
      .flatMap((rule) => ruleGroupsProblems(rule.spec, `PrometheusRule/${(rule.metadata as { name: string }).name}`, { metrics, extraGroupKeys: OPERATOR_GROUP_KEYS }));
    expect(problems).toEqual([]);
  });
});

describe('the schema check itself', () => {
  const deployment = (container: string) => `
apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - ${container}
`;
  const scaledObject = (trigger: string) => `
apiVersion: keda.sh/v1alpha1
kind: ScaledObject
metadata: { name: render }
spec:
  scaleTargetRef: { name: render }
  triggers:
    - ${trigger}
`;

  it('accepts well-formed objects', async () => {
    const valid = objects(
      deployment('{ name: web, image: "web:1.0.0", resources: { requests: { cpu: 100m, memory: 64Mi } }, livenessProbe: { httpGet: { path: /health, port: 8080 } } }') +
        '---' +
        scaledObject('{ type: rabbitmq, metadata: { queueName: tasks, value: "50" } }'),
    );
    expect(await kubeSchemaProblems(valid)).toEqual([]);
  });

  it.each([
    ['a value of the wrong type', deployment('{ name: web, ports: [{ containerPort: http }] }'), 'Deployment/web: /spec/template/spec/containers/0/ports/0/containerPort must be integer'],
    ['a missing required field', deployment('{ image: "web:1.0.0" }'), "Deployment/web: /spec/template/spec/containers/0 must have required property name"],
    ['a quantity that is not one', deployment('{ name: web, resources: { limits: { memory: lots } } }'), 'Deployment/web: /spec/template/spec/containers/0/resources/limits/memory must match format "quantity"'],
    ['a value outside an enum', deployment('{ name: web, imagePullPolicy: Sometimes }'), 'Deployment/web: /spec/template/spec/containers/0/imagePullPolicy must be equal to one of the allowed values'],
    ['a misspelt field', deployment('{ name: web, livenesProbe: { httpGet: { path: /health, port: 8080 } } }'), 'Deployment/web: /spec/template/spec/containers/0/livenesProbe is not a field of the API'],
    ['a field at the wrong level', deployment('{ name: web }') + '      replicas: 2\n', 'Deployment/web: /spec/template/spec/replicas is not a field of the API'],
    ['a kind no schema knows', 'apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: w }\n', 'Widget/w: no schema known for apiVersion example.com/v1, kind Widget'],
    ['a KEDA trigger without its type', scaledObject('{ metadata: { queueName: tasks } }'), "ScaledObject/render: /spec/triggers/0 must have required property type"],
    ['a KEDA trigger setting that is not a string', scaledObject('{ type: rabbitmq, metadata: { queueName: tasks, value: 50 } }'), 'ScaledObject/render: /spec/triggers/0/metadata/value must be string'],
    ['a PrometheusRule duration the operator refuses', 'apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nmetadata: { name: alerts }\nspec: { groups: [{ name: g, rules: [{ alert: A, expr: up == 0, for: 10 minutes }] }] }\n', 'PrometheusRule/alerts: /spec/groups/0/rules/0/for must match pattern'],
    ['a KEDA field that does not exist', scaledObject('{ type: rabbitmq, metadata: { queueName: tasks }, authRef: { name: x } }'), 'ScaledObject/render: /spec/triggers/0/authRef is not a field of the API'],
  ])('refuses %s', async (_what, yaml, problem) => {
    const problems = await kubeSchemaProblems(objects(yaml));
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });
});

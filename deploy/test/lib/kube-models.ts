/** A rendered Kubernetes object, as parsed from YAML: nothing about it is trusted yet. */
export type KubeObject = Record<string, unknown>;

/*
 * Which npm package models an API group. The Kubernetes API's own groups (the core group, groups
 * with no dot such as apps or policy, and *.k8s.io) are kubernetes-models; the custom resources the
 * overlays use come from the same project's packages, generated from each operator's CRDs.
 */
const CUSTOM_RESOURCE_PACKAGES: Record<string, string> = {
  'keda.sh': '@kubernetes-models/keda',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};
const KUBERNETES_PACKAGE = 'kubernetes-models';

function packageFor(apiVersion: string): string | undefined {
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
  if (group in CUSTOM_RESOURCE_PACKAGES) return CUSTOM_RESOURCE_PACKAGES[group];
  if (group === '' || !group.includes('.') || group.endsWith('.k8s.io')) return KUBERNETES_PACKAGE;
  return undefined;
}

/** The module that exports the model classes of one apiVersion, e.g. kubernetes-models/apps/v1. */
export function modelModule(apiVersion: string): string | undefined {
  const pkg = packageFor(apiVersion);
  return pkg === undefined ? undefined : `${pkg}/${apiVersion}`;
}

/** The TypeScript type of a kind, as an import type expression: `import("…/apps/v1/Deployment").IDeployment`. */
export function modelType(apiVersion: string, kind: string): string | undefined {
  const module = modelModule(apiVersion);
  return module === undefined ? undefined : `import(${JSON.stringify(`${module}/${kind}`)}).I${kind}`;
}

/** How a problem names its object: Deployment/gateway. */
export function objectName(object: KubeObject): string {
  const metadata = object.metadata as { name?: unknown } | undefined;
  return `${String(object.kind)}/${String(metadata?.name ?? '(no name)')}`;
}

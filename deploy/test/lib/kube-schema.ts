import { unknownFieldProblems } from './kube-fields';
import { type KubeObject } from './kube-models';
import { valueProblems } from './kube-values';

/**
 * Everything the Kubernetes API schemas (and the custom resources' CRD schemas) say is wrong with
 * these objects, offline: wrong values and fields the API does not have. Empty when all is well.
 */
export async function kubeSchemaProblems(objects: KubeObject[]): Promise<string[]> {
  return [...(await valueProblems(objects)), ...unknownFieldProblems(objects)];
}

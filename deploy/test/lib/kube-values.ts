import { type KubeObject, modelModule, objectName } from './kube-models';
import { nodeImport } from './node-import';

interface ValidationError extends Error {
  errors?: { instancePath: string; message?: string }[];
}

type ModelClass = new (data: KubeObject) => { validate(): void };

/**
 * Checks every value of each object against its kind's OpenAPI schema (types, required fields,
 * enums, formats such as quantities), with the ajv validators kubernetes-models generates from it.
 * An object whose apiVersion and kind no package models is a problem too, so nothing goes unchecked.
 */
export async function valueProblems(objects: KubeObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const where = objectName(object);
    const module = typeof object.apiVersion === 'string' ? modelModule(object.apiVersion) : undefined;
    const models = module === undefined ? undefined : await nodeImport<Record<string, ModelClass | undefined>>(module).catch(() => undefined);
    const Model = typeof object.kind === 'string' ? models?.[object.kind] : undefined;
    if (Model === undefined) {
      problems.push(`${where}: no schema known for apiVersion ${String(object.apiVersion)}, kind ${String(object.kind)}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (err) {
      const errors = (err as ValidationError).errors;
      if (errors === undefined) throw err;
      for (const error of errors) problems.push(`${where}: ${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
    }
  }
  return problems;
}

import { nonexistingField } from './graph-api-error';

/**
 * Reads `fields=id,name,creative{id,name}` into its top-level names. Nested selections are
 * accepted and answered whole: the fake's nested objects are small.
 */
export function requestedFields(fields: string | undefined): string[] | undefined {
  if (fields === undefined || fields.trim() === '') return undefined;
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of fields) {
    if (character === '{') depth += 1;
    if (character === '}') depth -= 1;
    if (character === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else if (depth === 0 && character !== '}') {
      current += character;
    }
  }
  names.push(current);
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * The fields a request asked for (`id` always), or the node's defaults. Asking for a field the node
 * type does not have is an error, as on Graph; one it has but without a value is left out.
 */
export function selectFields(
  node: Record<string, unknown>,
  fields: string | undefined,
  shape: { nodeType: string; known: readonly string[]; defaults: readonly string[] },
): Record<string, unknown> {
  const names = requestedFields(fields) ?? [...shape.defaults];
  const selected: Record<string, unknown> = {};
  for (const name of names) {
    if (!shape.known.includes(name)) throw nonexistingField(name, shape.nodeType);
    if (node[name] !== undefined) selected[name] = node[name];
  }
  if (node.id !== undefined) selected.id = node.id;
  return selected;
}

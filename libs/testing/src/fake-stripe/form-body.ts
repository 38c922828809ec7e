/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket keys, e.g.
 * `items[0][price]=price_x&metadata[userId]=u1&expand[]=customer`, read back into nested values.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype through plain objects; a fake should not be a way in.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
// Metadata is free-form: a key of "0" there is a key, not an array index.
const FREE_FORM_KEYS = new Set(['metadata']);

export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawKey = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    const path = keyPath(decodeFormComponent(rawKey));
    if (path.length > 0) assign(root, path, decodeFormComponent(rawValue));
  }
  return convertChildren(root);
}

function decodeFormComponent(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** `items[0][price]` -> ['items', '0', 'price']; `expand[]` -> ['expand', '']. */
function keyPath(key: string): string[] {
  const opening = key.indexOf('[');
  if (opening <= 0) return key === '' ? [] : [key];
  const segments = [key.slice(0, opening)];
  for (const match of key.slice(opening).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1]);
  return segments;
}

function assign(root: FormObject, path: string[], value: string): void {
  if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) return;
  let container = root;
  path.forEach((segment, index) => {
    // An empty segment (`expand[]`) appends, like qs and Rails do.
    const key = segment === '' ? String(Object.keys(container).length) : segment;
    if (index === path.length - 1) {
      container[key] = value;
      return;
    }
    const next = container[key];
    if (typeof next !== 'object' || Array.isArray(next)) container[key] = {};
    container = container[key] as FormObject;
  });
}

/** `{0: a, 1: b}` becomes `[a, b]` once the whole body is read, so indexes may arrive in any order. */
function arraysFromIndexedObjects(value: FormValue, key: string): FormValue {
  if (typeof value === 'string' || Array.isArray(value) || FREE_FORM_KEYS.has(key)) return value;
  const converted = convertChildren(value);
  const keys = Object.keys(converted);
  if (keys.length === 0 || !keys.every((childKey) => /^\d+$/.test(childKey))) return converted;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => converted[String(index)]);
}

function convertChildren(object: FormObject): FormObject {
  return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, arraysFromIndexedObjects(child, key)]));
}

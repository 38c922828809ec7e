/**
 * Stripe's `expand[]=customer` replaces an id with the object it names. Paths are dotted
 * (`invoice_settings.default_payment_method`); inside lists they go through `data`
 * (`data.customer`), and an array on the way applies the rest of the path to each element.
 */
export function expandFields(value: unknown, paths: readonly string[], lookup: (id: string) => unknown): unknown {
  return paths.reduce((expanded, path) => expandPath(expanded, path.split('.'), lookup), value);
}

function expandPath(value: unknown, segments: readonly string[], lookup: (id: string) => unknown): unknown {
  if (segments.length === 0) return typeof value === 'string' ? (lookup(value) ?? value) : value;
  if (Array.isArray(value)) return value.map((element) => expandPath(element, segments, lookup));
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = segments;
  if (!(head in value)) return value;
  return { ...value, [head]: expandPath((value as Record<string, unknown>)[head], rest, lookup) };
}

/** The customer app's default type message ('Expected X, received Y', docs/product-rules.md#accounts-and-passwords). */
export const expectedString = ({ value }: { value: unknown }) =>
  `Expected string, received ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;

/** The customer app's default type message (customer-spec §5: 'Expected X, received Y'). */
export const expectedString = ({ value }: { value: unknown }) =>
  `Expected string, received ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;

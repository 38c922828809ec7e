/**
 * Every react-query key of the admin app. Hooks read with these and mutations invalidate with them;
 * one first element per resource, so a prefix invalidates the whole family.
 */
export const queryKeys = {
  systemHealth: ['system', 'health'] as const,
};

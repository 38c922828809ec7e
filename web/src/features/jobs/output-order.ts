import { outputFileName } from './job-progress';

/**
 * The outputs of `latest`, those already `shown` first and in the order they were shown, then the
 * new ones in the order the server lists them. The server sorts its list by name, so a new output
 * can land between two older ones; moving an older row would pause its player, and a row that
 * shifts under the cursor is easy to mis-click. Outputs are matched by download name, not by path,
 * since the name is what identifies the file to the customer.
 */
export function keepShownOrder(shown: readonly string[], latest: readonly string[]): string[] {
  const shownAt = new Map(shown.map((path, index) => [outputFileName(path), index]));
  const rankOf = (path: string) => shownAt.get(outputFileName(path));
  const kept = latest.filter((path) => rankOf(path) !== undefined).sort((a, b) => (rankOf(a) ?? 0) - (rankOf(b) ?? 0));
  const added = latest.filter((path) => rankOf(path) === undefined);
  return [...kept, ...added];
}

export function sameOutputs(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((path, index) => path === b[index]);
}

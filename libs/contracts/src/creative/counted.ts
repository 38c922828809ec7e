/**
 * A count with its noun in the right number: `counted(3, 'video')` is "3 videos", `counted(1, 'video')`
 * "1 video". Nouns whose plural is not the singular plus "s" pass it: `counted(2, 'child', 'children')`.
 * Every customer text that states a count goes through here, so none reads "1 videos".
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

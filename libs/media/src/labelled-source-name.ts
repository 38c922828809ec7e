/*
 * A name template's {hook}, {body} and {cta} take each clip's file name and drop its folder and
 * extension (output-names fileStem). A clip the customer labelled is named by its label instead,
 * whole: a label is no file name, and "v3.1" or "A/B" must not lose what follows the dot or
 * precedes the slash.
 */

/** What a template is given for a clip: its label, as a name whose stem is all of it, else its file name. */
export function sourceNameOf(clip: { label?: string | null; fileName: string }): string {
  if (!clip.label) return clip.fileName;
  // Slashes would split it as a path; in an output name they become dashes all the same.
  return `${clip.label.replace(/[\\/]/g, '-')}.label`;
}

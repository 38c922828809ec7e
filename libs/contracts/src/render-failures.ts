/**
 * What a customer reads when a job fails while rendering: which clip (by the name they uploaded
 * it under) and what is wrong with it, or that the fault was ours. Never the tool's output: that
 * carries memory addresses and codec internals, and goes to the log. The render service picks
 * the message; the jobs service stores it as the job's message and the failure e-mail quotes it.
 */
export const RenderFailureMessages = {
  /** ffmpeg ran and reported errors reading the clip. */
  clipUnreadable: (clipName: string) => `"${clipName}" could not be decoded: the file is damaged or incomplete. Please upload it again or choose another clip.`,
  /** The clip broke one of the media rules; `reason` is the rule's own wording (`has no video stream`). */
  clipRefused: (clipName: string, reason: string) => `"${clipName}" could not be processed: ${reason}.`,
  clipTookTooLong: (clipName: string) => `"${clipName}" took too long to process and was stopped. Please try again with a shorter or smaller clip.`,
  /** A text variant the hook could not carry; `reason` is one of TEXT_MESSAGES, as the layout said it. */
  textRefused: (text: string, reason: string) => `The text "${text}" could not be drawn on the hook: ${reason}.`,
  /** Our side failed (joining the parts, checking the result): nothing the customer can fix. */
  ourFault: () => 'Rendering failed because of a problem on our side. Please try again.',
  gaveUp: (attempts: number) => `Rendering stopped after ${attempts} attempts because of a problem on our side. Please try again.`,
} as const;

/* The job's design as the analysis reads it: each output and the parts it is made of. */

export interface DesignPart {
  position: number;
  name: string;
}

/** One output of the job: its file name and what it is made of. */
export interface DesignOutput {
  file: string;
  hook: DesignPart;
  /**
   * The text variant drawn on the hook: its position in the job's texts, named by its label,
   * else the text itself. Absent in a job without texts.
   */
  text?: DesignPart;
  body: DesignPart;
  cta: DesignPart;
  placement: string;
}

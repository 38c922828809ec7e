/* The job's design as the analysis reads it: each output and the parts it is made of. */

export interface DesignPart {
  position: number;
  name: string;
}

/** One output of the job: its file name and what it is made of. */
export interface DesignOutput {
  file: string;
  hook: DesignPart;
  body: DesignPart;
  cta: DesignPart;
  placement: string;
}

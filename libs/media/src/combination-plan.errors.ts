/*
 * A creative test plan the product cannot follow: a rule, budget, subset size or name template
 * that is malformed or asks for the impossible. The message is written for the media buyer who
 * typed it; `code` lets a service map the refusal without reading the message. A plain Error
 * subclass, like media.errors.ts, so this lib stays free of Nest and of the contracts.
 */

export type CombinationPlanErrorCode = 'invalid-rule' | 'invalid-duration-budget' | 'invalid-balanced-size' | 'invalid-name-template';

export class CombinationPlanError extends Error {
  constructor(
    readonly code: CombinationPlanErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CombinationPlanError';
  }
}

import { limitsOf, type Plan, proOffer } from '@reelmix/contracts/browser';

// Worded as the contracts' other Pro offers are; it belongs beside them (PRO_OFFERS) once the contracts carry it.
const TEXTS_OFFER = `Upgrade to Pro for up to ${limitsOf('pro').maxTexts} texts per job.`;

/** "Up to 3 texts on your plan. Upgrade to Pro for up to 10 texts per job.": shown once a job holds as many texts as its plan allows. */
export function textLimitHint(plan: Plan): string {
  return `Up to ${limitsOf(plan).maxTexts} texts on your plan.${proOffer(plan, TEXTS_OFFER)}`;
}

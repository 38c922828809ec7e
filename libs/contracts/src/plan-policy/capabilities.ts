import type { Plan } from './plan';

/** What a plan may do beyond its numbers. */
export interface PlanCapabilities {
  /** Keys for the versioned public API (`/api/v1`); a key of an owner who left Pro is refused. */
  apiKeys: boolean;
  /** The free plan's refusals and pages offer Pro; Pro's do not. */
  offeredUpgrade: boolean;
}

const CAPABILITIES: Record<Plan, PlanCapabilities> = {
  free: { apiKeys: false, offeredUpgrade: true },
  pro: { apiKeys: true, offeredUpgrade: false },
};

export const capabilitiesOf = (plan: Plan): PlanCapabilities => CAPABILITIES[plan];

import { capabilitiesOf, type PlanCapabilities } from './capabilities';
import { historyOf, type HistoryPolicy } from './history';
import { limitsOf, type PlanLimits } from './limits';
import type { Plan } from './plan';
import { quotasOf, type PlanQuotas } from './quotas';
import { renderPriorityOf } from './render-priority';
import { type ClipRetention, clipRetentionOf } from './retention';

/** Everything a plan decides, in one place: what the services enforce and the apps quote. */
export interface PlanPolicy {
  limits: PlanLimits;
  quotas: PlanQuotas;
  renderPriority: number;
  history: HistoryPolicy;
  clipRetention: ClipRetention;
  capabilities: PlanCapabilities;
}

export function planPolicy(plan: Plan): PlanPolicy {
  return {
    limits: limitsOf(plan),
    quotas: quotasOf(plan),
    renderPriority: renderPriorityOf(plan),
    history: historyOf(plan),
    clipRetention: clipRetentionOf(plan),
    capabilities: capabilitiesOf(plan),
  };
}

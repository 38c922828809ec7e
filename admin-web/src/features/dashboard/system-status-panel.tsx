import type { AdminStatsView } from '@reelmix/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@reelmix/ui';
import { formatGigabytes } from '../../lib/format';

/** docs/product-rules.md#admin-dashboard: what the panel shows when the server leaves a figure out. */
export const SYSTEM_DEFAULTS = { storageTotalGb: 100, cpuPercent: 45, memoryPercent: 62 } as const;

type SystemFigures = Partial<AdminStatsView['system']> | undefined;

function usable(value: number | undefined | null, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function Meter({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  return (
    <div className="meter">
      <div className="meter__row">
        <span>{label}</span>
        <span className="meter__text">{text}</span>
      </div>
      <progress className="meter__bar" aria-label={label} aria-valuetext={text} value={Math.min(value, max)} max={max} />
    </div>
  );
}

/** docs/product-rules.md#admin-dashboard: storage used of total in GB, CPU and memory in percent. */
export function SystemStatusPanel({ system }: { system: SystemFigures }) {
  const used = usable(system?.storage?.used, 0);
  const total = usable(system?.storage?.total, SYSTEM_DEFAULTS.storageTotalGb);
  const cpu = usable(system?.cpu, SYSTEM_DEFAULTS.cpuPercent);
  const memory = usable(system?.memory, SYSTEM_DEFAULTS.memoryPercent);
  return (
    <Card role="region" aria-labelledby="system-status-title">
      <CardHeader>
        <CardTitle level={2} id="system-status-title">
          System Status
        </CardTitle>
      </CardHeader>
      <CardContent className="meters">
        <Meter label="Storage" value={used} max={total > 0 ? total : 1} text={`${formatGigabytes(used)} GB / ${formatGigabytes(total)} GB`} />
        <Meter label="CPU" value={cpu} max={100} text={`${Math.round(cpu)}%`} />
        <Meter label="Memory" value={memory} max={100} text={`${Math.round(memory)}%`} />
      </CardContent>
    </Card>
  );
}

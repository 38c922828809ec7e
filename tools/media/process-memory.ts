import { readdirSync, readFileSync } from 'node:fs';

/*
 * Peak memory of the worker: this Node process plus every ffmpeg it runs. Node's own peak comes
 * from process.resourceUsage().maxRSS; children are sampled from /proc every 50 ms, because
 * Node exposes no per-child rusage. Two figures, since RSS double-counts the shared libraries
 * every ffmpeg maps (about 55 MB of this Debian build), while PSS splits shared pages among the
 * processes that map them and is what the machine actually spends.
 */

export interface MemoryPeaks {
  /** Node's own peak resident set (kernel-tracked, exact). */
  nodeMaxRssMb: number;
  /** Largest peak resident set of any one child (its VmHWM at the last sample before it exited). */
  childMaxRssMb: number;
  /** Largest sum of resident sets of Node and all its children at one sample. */
  treeRssMb: number;
  /** Largest sum of proportional set sizes of Node and all its children at one sample. */
  treePssMb: number;
  /** Node's own share of that peak. */
  nodePssAtPeakMb: number;
  samples: number;
}

export class ProcessTreeSampler {
  private timer: NodeJS.Timeout | undefined;
  private peaks = { child: 0, treeRss: 0, treePss: 0, nodePss: 0, samples: 0 };

  start(intervalMs = 50): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  stop(): MemoryPeaks {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return {
      nodeMaxRssMb: process.resourceUsage().maxRSS / 1024,
      childMaxRssMb: this.peaks.child / 1024,
      treeRssMb: this.peaks.treeRss / 1024,
      treePssMb: this.peaks.treePss / 1024,
      nodePssAtPeakMb: this.peaks.nodePss / 1024,
      samples: this.peaks.samples,
    };
  }

  private sample(): void {
    const pids = [process.pid, ...descendants(process.pid)];
    let rss = 0;
    let pss = 0;
    let nodePss = 0;
    for (const pid of pids) {
      const status = readKb(`/proc/${pid}/status`, ['VmRSS', 'VmHWM']);
      const processPss = readKb(`/proc/${pid}/smaps_rollup`, ['Pss'])['Pss'] ?? 0;
      rss += status['VmRSS'] ?? 0;
      pss += processPss;
      if (pid === process.pid) nodePss = processPss;
      else this.peaks.child = Math.max(this.peaks.child, status['VmHWM'] ?? 0);
    }
    this.peaks.treeRss = Math.max(this.peaks.treeRss, rss);
    if (pss > this.peaks.treePss) {
      this.peaks.treePss = pss;
      this.peaks.nodePss = nodePss;
    }
    this.peaks.samples++;
  }
}

/** All descendants, through /proc/<pid>/task/<tid>/children (prlimit execs, so ffmpeg is a direct child). */
function descendants(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      let text = '';
      try {
        text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of text.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function readKb(file: string, keys: readonly string[]): Record<string, number> {
  const values: Record<string, number> = {};
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return values;
  }
  for (const line of text.split('\n')) {
    const [key, rest] = line.split(':');
    if (key && rest && keys.includes(key.trim())) values[key.trim()] = parseInt(rest, 10);
  }
  return values;
}

import { readdirSync, readFileSync } from 'node:fs';

/*
 * Peak memory of a worker: one Node process (this one for the CLI run, the render service's for
 * the run through the services) plus every ffmpeg it runs. The root's own peak is its VmHWM,
 * which the kernel tracks exactly; children are sampled from /proc every 50 ms, because nothing
 * else reports a child's memory while it runs. Two figures, since RSS double-counts the shared
 * libraries every ffmpeg maps (about 55 MB of this Debian build), while PSS splits shared pages
 * among the processes that map them and is what the machine actually spends. The command line of
 * every child seen is kept too, so a run can tell which kinds of ffmpeg work the worker did.
 */

export interface MemoryPeaks {
  /** The root process's own peak resident set (kernel-tracked, exact). */
  rootMaxRssMb: number;
  /** Largest peak resident set of any one child (its VmHWM at the last sample before it exited). */
  childMaxRssMb: number;
  /** Largest sum of resident sets of the root and all its descendants at one sample. */
  treeRssMb: number;
  /** Largest sum of proportional set sizes of the root and all its descendants at one sample. */
  treePssMb: number;
  /** The root's own share of that peak. */
  rootPssAtPeakMb: number;
  samples: number;
  /** The argument list of every descendant seen while sampling, once each. */
  commandsSeen: string[][];
}

export class ProcessTreeSampler {
  private timer: NodeJS.Timeout | undefined;
  private peaks = { child: 0, treeRss: 0, treePss: 0, rootPss: 0, samples: 0 };
  private readonly commands = new Map<number, string[]>();

  constructor(private readonly root: number = process.pid) {}

  start(intervalMs = 50): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  stop(): MemoryPeaks {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return {
      rootMaxRssMb: (readKb(`/proc/${this.root}/status`, ['VmHWM'])['VmHWM'] ?? 0) / 1024,
      childMaxRssMb: this.peaks.child / 1024,
      treeRssMb: this.peaks.treeRss / 1024,
      treePssMb: this.peaks.treePss / 1024,
      rootPssAtPeakMb: this.peaks.rootPss / 1024,
      samples: this.peaks.samples,
      commandsSeen: [...this.commands.values()],
    };
  }

  private sample(): void {
    const children = descendants(this.root);
    let rss = 0;
    let pss = 0;
    let rootPss = 0;
    for (const pid of [this.root, ...children]) {
      const status = readKb(`/proc/${pid}/status`, ['VmRSS', 'VmHWM']);
      const processPss = readKb(`/proc/${pid}/smaps_rollup`, ['Pss'])['Pss'] ?? 0;
      rss += status['VmRSS'] ?? 0;
      pss += processPss;
      if (pid === this.root) rootPss = processPss;
      else this.peaks.child = Math.max(this.peaks.child, status['VmHWM'] ?? 0);
    }
    for (const pid of children) {
      if (!this.commands.has(pid)) this.commands.set(pid, commandOf(pid));
    }
    this.peaks.treeRss = Math.max(this.peaks.treeRss, rss);
    if (pss > this.peaks.treePss) {
      this.peaks.treePss = pss;
      this.peaks.rootPss = rootPss;
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

/** The process's arguments (empty once it has exited); NUL-separated in /proc. */
function commandOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
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

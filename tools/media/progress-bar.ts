import { type RenderProgress } from '@reelmix/media';

/*
 * A text progress bar on stderr, redrawn in place with \r on a terminal. When stderr is a file or
 * a pipe (CI logs) it prints one line per finished stage instead of hundreds of redraws.
 */

const WIDTH = 30;
const LABELS: Record<RenderProgress['stage'], string> = { normalise: 'normalising', combine: 'combining  ', verify: 'verifying  ' };

export function progressLine(event: RenderProgress): string {
  const ratio = event.total === 0 ? 1 : event.done / event.total;
  const filled = Math.round(ratio * WIDTH);
  const percent = String(Math.floor(ratio * 100)).padStart(3);
  return `${LABELS[event.stage]} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${percent}% ${event.done}/${event.total}`;
}

export class ProgressBar {
  private lastStage: RenderProgress['stage'] | null = null;

  constructor(private readonly stream: NodeJS.WriteStream = process.stderr) {}

  update(event: RenderProgress): void {
    const tty = this.stream.isTTY === true;
    if (tty) {
      if (this.lastStage !== null && this.lastStage !== event.stage) this.stream.write('\n');
      this.stream.write(`\r${progressLine(event)}`);
    } else if (event.done === event.total) {
      this.stream.write(`${progressLine(event)}\n`);
    }
    this.lastStage = event.stage;
  }

  /** Ends the bar's line so the next output starts on its own line. */
  finish(): void {
    if (this.lastStage !== null && this.stream.isTTY === true) this.stream.write('\n');
    this.lastStage = null;
  }
}

import { spawn } from 'node:child_process';

/*
 * A finished file decoded the way a player meets it, for tests that measure what a viewer would
 * hear and see: the audio as mono samples with the time of the first one, and each video frame's
 * time and mean brightness. One ffmpeg decodes both, so both streams share one timeline (ffmpeg
 * moves an input's earliest timestamp to 0, the same amount for every stream).
 */

export interface DecodedFrame {
  timeSec: number;
  /** Mean luma, 0-255 (video range: black is about 16, white about 235). */
  luma: number;
}

export interface DecodedAudio {
  /** Mono, -1..1. */
  samples: Float32Array;
  sampleRate: number;
  /** Time of `samples[0]`. */
  startSec: number;
}

export interface DecodedAv {
  frames: DecodedFrame[];
  audio: DecodedAudio;
}

export async function decodeAv(path: string): Promise<DecodedAv> {
  const args = [
    '-hide_banner', '-nostdin', '-loglevel', 'info', '-i', path,
    // showinfo prints each frame's pts and mean after a shrink to a few pixels (cheap to decode).
    '-map', '0:v:0', '-vf', 'scale=16:16,format=gray,showinfo', '-f', 'null', '-',
    '-map', '0:a:0', '-af', 'ashowinfo', '-ac', '1', '-c:a', 'pcm_f32le', '-f', 'f32le', 'pipe:1',
  ];
  const { stdout, stderr } = await run(args);
  const lines = stderr.split('\n');
  const videoBase = lines.map((line) => /Parsed_showinfo.*time_base: (\d+)\/(\d+)/.exec(line)).find(Boolean);
  const firstAudio = lines.map((line) => /Parsed_ashowinfo.*n:\s*0 pts:\s*(-?\d+) pts_time:\S+ .*rate:(\d+)/.exec(line)).find(Boolean);
  if (!videoBase || !firstAudio) throw new Error(`cannot read the timeline of ${path}: ${stderr.slice(-2000)}`);
  const tick = Number(videoBase[1]) / Number(videoBase[2]);
  const frames = lines
    .map((line) => /Parsed_showinfo.* n:\s*\d+ pts:\s*(-?\d+) .* mean:\[(\d+)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ timeSec: Number(match[1]) * tick, luma: Number(match[2]) }));
  const sampleRate = Number(firstAudio[2]);
  // The audio filter's time base is 1/sample rate, so the first pts counts samples.
  const startSec = Number(firstAudio[1]) / sampleRate;
  const samples = new Float32Array(stdout.length / 4);
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readFloatLE(i * 4);
  return { frames, audio: { samples, sampleRate, startSec } };
}

function run(args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ stdout: Buffer.concat(chunks), stderr }) : reject(new Error(`ffmpeg failed: ${stderr.slice(-2000)}`))));
  });
}

/**
 * The progress line `batch` draws on stderr when stderr is a terminal: a bar (when the input
 * size is known), the count, the rate and the time left. Redrawn at most ten times a second.
 */
import type { OutputStream } from "../io.js";

const WIDTH = 24;

/** Back to the start of the line and clear it: a message written over the bar starts clean. */
export const CLEAR_LINE = "\r\x1b[K";

export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;

  constructor(
    private readonly stream: OutputStream,
    /** Input size in bytes, when known (a file); stdin has none, so no bar and no ETA. */
    private readonly totalBytes: number | undefined,
  ) {}

  update(models: number, failed: number, bytesRead: number, force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.stream.write(`${CLEAR_LINE}${this.line(models, failed, bytesRead, now)}`);
  }

  /** Clears the line so the summary that follows starts clean. */
  finish(): void {
    this.stream.write(CLEAR_LINE);
  }

  private line(models: number, failed: number, bytesRead: number, now: number): string {
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const rate = models / seconds;
    const parts: string[] = [];
    if (this.totalBytes) {
      const fraction = Math.min(bytesRead / this.totalBytes, 1);
      const filled = Math.round(fraction * WIDTH);
      parts.push(`[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${Math.floor(fraction * 100)}%`);
      const left = fraction > 0 ? (seconds / fraction) * (1 - fraction) : undefined;
      parts.push(`${count(models)} models`, `${count(Math.round(rate))}/s`, `ETA ${left === undefined ? "?" : clock(left)}`);
    } else {
      parts.push(`${count(models)} models`, `${count(Math.round(rate))}/s`);
    }
    if (failed) parts.push(`${count(failed)} failed`);
    return parts.join("  ");
  }
}

const count = (n: number) => n.toLocaleString("en-US");

function clock(seconds: number): string {
  const s = Math.ceil(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

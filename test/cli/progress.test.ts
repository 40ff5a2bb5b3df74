/** The batch progress line: bar, percentage, count, rate and ETA with a known input size; no bar on stdin. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProgressBar } from "../../engine/cli/batch/progress.js";

afterEach(() => {
  vi.useRealTimers();
});

function capture() {
  const chunks: string[] = [];
  return { stream: { write: (s: string) => chunks.push(s), isTTY: true }, chunks };
}

describe("ProgressBar", () => {
  it("draws bar, percentage, count, rate and ETA when the input size is known", () => {
    vi.useFakeTimers({ now: 0 });
    const { stream, chunks } = capture();
    const bar = new ProgressBar(stream, 1000);
    vi.setSystemTime(2000);
    bar.update(20_000, 3, 250, true);
    expect(chunks.at(-1)).toBe("\r\x1b[K[######------------------] 25%  20,000 models  10,000/s  ETA 0:06  3 failed");
  });

  it("shows count and rate only when reading stdin", () => {
    vi.useFakeTimers({ now: 0 });
    const { stream, chunks } = capture();
    const bar = new ProgressBar(stream, undefined);
    vi.setSystemTime(1000);
    bar.update(500, 0, 0, true);
    expect(chunks.at(-1)).toBe("\r\x1b[K500 models  500/s");
  });

  it("redraws at most ten times a second unless forced", () => {
    vi.useFakeTimers({ now: 1000 });
    const { stream, chunks } = capture();
    const bar = new ProgressBar(stream, undefined);
    bar.update(1, 0, 0);
    bar.update(2, 0, 0);
    vi.setSystemTime(1200);
    bar.update(3, 0, 0);
    expect(chunks).toHaveLength(2);
    bar.finish();
    expect(chunks.at(-1)).toBe("\r\x1b[K");
  });
});

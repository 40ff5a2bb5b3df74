/**
 * `model-atlas batch` run as a real process: bad lines in the middle are reported with their
 * line numbers and counted while the rest is written in input order; an interrupted run leaves
 * no output file. Golden: test/golden/cli/batch/<case>.txt.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { finished, runSpawned, startCli } from "./spawn-cli.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN = join(import.meta.dirname, "../golden/cli/batch");
const dir = mkdtempSync(join(tmpdir(), "model-atlas-batch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const model = (i: number) =>
  JSON.stringify({ id: `acme/model-${i}`, pipeline_tag: i % 2 ? "text-classification" : "image-classification", library_name: "transformers" });

/** 600 lines (more than two chunks), with bad lines in the middle of the second chunk. */
const LINES = Array.from({ length: 600 }, (_, i) => model(i + 1));
LINES[299] = '{"id": "acme/broken", "pipeline_tag": '; // line 300: cut short
LINES[300] = ""; // line 301: blank, skipped without complaint
LINES[301] = '{"pipeline_tag": "text-classification"}'; // line 302: no id
LINES[302] = "not json at all"; // line 303

/** Output lines reduced to what is stable: id and the language/client of each snippet. */
function outline(text: string): string {
  return text
    .trimEnd()
    .split("\n")
    .map((line) => {
      const row = JSON.parse(line) as { id: string; inference: { language: string; client: string }[]; library: { client: string }[] };
      return `${row.id}: ${row.inference.map((s) => `${s.language}/${s.client}`).join(" ")} | ${row.library.map((s) => s.client).join(" ")}`;
    })
    .join("\n");
}

describe("batch", () => {
  it("reports bad lines with their numbers, writes the rest in input order, exits 1", async () => {
    writeFileSync(join(dir, "models.jsonl"), `${LINES.join("\n")}\n`);
    const run = await runSpawned(["batch", "models.jsonl", "--out", "out.jsonl", "--jobs", "2"], dir);
    expect(run.code).toBe(1);
    await expectGolden(`# exit ${run.code}\n# stderr\n${run.stderr}`, join(GOLDEN, "bad-lines.txt"));
    const out = readFileSync(join(dir, "out.jsonl"), "utf8");
    const ids = out
      .trimEnd()
      .split("\n")
      .map((l) => (JSON.parse(l) as { id: string }).id);
    const expected = LINES.flatMap((l) => (l.startsWith('{"id":"acme/model-') ? [(JSON.parse(l) as { id: string }).id] : []));
    expect(ids).toEqual(expected);
    expect(ids).toHaveLength(596);
    await expectGolden(outline(out.split("\n").slice(0, 2).join("\n")), join(GOLDEN, "outline.txt"));
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("reads stdin (CRLF lines), draws progress, exits 0 when every line is good", async () => {
    const run = await runSpawned(["batch", "-", "-o", "stdin-out.jsonl", "-j", "1", "--progress"], dir, `${model(1)}\r\n${model(2)}\r\n`);
    expect(run.code).toBe(0);
    // --progress draws the line even though stderr is a pipe here; it is cleared before the summary.
    expect(run.stderr).toMatch(/^\r\x1b\[K.*models.*\/s/);
    expect(run.stderr.endsWith("\r\x1b[Kbatch: 2 models written to stdin-out.jsonl\n")).toBe(true);
    expect(readFileSync(join(dir, "stdin-out.jsonl"), "utf8").trimEnd().split("\n")).toHaveLength(2);
  });

  it("an interrupted run leaves no output file and no temporary file", async () => {
    const child = startCli(["batch", "-", "--out", "interrupted.jsonl", "--jobs", "1"], dir);
    const done = finished(child);
    child.stdin!.write(`${model(1)}\n`); // stdin stays open: the run cannot finish on its own
    await waitFor(() => readdirSync(dir).some((f) => f.startsWith(".interrupted.jsonl.")));
    child.kill("SIGTERM");
    const run = await done;
    expect(run.code).toBe(130);
    expect(existsSync(join(dir, "interrupted.jsonl"))).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith(".interrupted.jsonl."))).toEqual([]);
  });

  it("Ctrl-C (SIGINT) says that nothing was kept and where the partial output went, exits 130", async () => {
    const child = startCli(["batch", "-", "--out", "ctrl-c.jsonl", "--jobs", "1"], dir);
    const done = finished(child);
    child.stdin!.write(`${model(1)}\n`);
    await waitFor(() => readdirSync(dir).some((f) => f.startsWith(".ctrl-c.jsonl.")));
    child.kill("SIGINT");
    const run = await done;
    expect(run.code).toBe(130);
    expect(run.stderr).toMatch(
      /^batch: interrupted \(SIGINT\) after 0 models; nothing was kept: ctrl-c\.jsonl was not written, and the partial output \(\.ctrl-c\.jsonl\.[^ ]+\.tmp in .+\) was removed\n$/,
    );
    expect(readdirSync(dir).filter((f) => f.includes("ctrl-c"))).toEqual([]);
  });

  it("--out - writes the lines to stdout as they are ready, and creates no file named -", async () => {
    const run = await runSpawned(["batch", "-", "--out", "-", "-j", "1"], dir, `${model(1)}\n${model(2)}\n`);
    expect(run.code).toBe(0);
    expect(
      run.stdout
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(["acme/model-1", "acme/model-2"]);
    expect(run.stderr).toBe("batch: 2 models written to stdout\n");
    expect(existsSync(join(dir, "-"))).toBe(false);
  });

  it("Ctrl-C during --out -: the lines already written stay on stdout, and the message says so", async () => {
    const child = startCli(["batch", "-", "--out", "-", "--jobs", "1"], dir);
    const done = finished(child);
    let seen = "";
    child.stdout!.on("data", (d: Buffer) => (seen += d.toString()));
    // One full chunk (256 lines) is processed and written while stdin stays open.
    child.stdin!.write(`${Array.from({ length: 300 }, (_, i) => model(i + 1)).join("\n")}\n`);
    await waitFor(() => seen.split("\n").length > 256);
    child.kill("SIGINT");
    const run = await done;
    expect(run.code).toBe(130);
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(256);
    expect(run.stderr).toBe("batch: interrupted (SIGINT) after 256 models; the 256 models written before it went to stdout (the output there is partial)\n");
  });

  it("--out - whose reader goes away (| head): the I/O exit code and a message, not an internal error", async () => {
    const child = startCli(["batch", "-", "--out", "-", "--jobs", "1"], dir);
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    // The first output closes the pipe, as `head -c 1` would; each line is kilobytes, so writes remain.
    child.stdout!.once("data", () => child.stdout!.destroy());
    child.stdin!.end(`${Array.from({ length: 600 }, (_, i) => model(i + 1)).join("\n")}\n`);
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(74);
    expect(stderr).toBe("model-atlas: Cannot write to stdout: its reader closed the pipe (EPIPE)\n");
  });

  it("a killed run (SIGKILL: no clean-up possible) still leaves no output file", async () => {
    const child = startCli(["batch", "-", "--out", "killed.jsonl", "--jobs", "1"], dir);
    const done = finished(child);
    child.stdin!.write(`${model(1)}\n`);
    await waitFor(() => readdirSync(dir).some((f) => f.startsWith(".killed.jsonl.")));
    child.kill("SIGKILL");
    await done;
    expect(existsSync(join(dir, "killed.jsonl"))).toBe(false);
  });

  // The checks below fail before any worker starts, so they run in-process.
  it("usage errors: --out missing, unknown provider (valid ones listed)", async () => {
    const noOut = await runCli(["batch", "models.jsonl"], { cwd: dir });
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain("--out <file.jsonl> is required");
    const badProvider = await runCli(["batch", "models.jsonl", "--out", "x.jsonl", "--provider", "hf-inferense"], { cwd: dir });
    expect(badProvider.code).toBe(2);
    expect(badProvider.stderr).toMatch(/Unknown provider "hf-inferense" \(did you mean "hf-inference"\?\); valid values: auto, .*hf-inference/);
    expect(existsSync(join(dir, "x.jsonl"))).toBe(false);
    const tooMany = await runCli(["batch", "models.jsonl", "--out", "x.jsonl", "--jobs", "1000"], { cwd: dir });
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toBe('model-atlas: --jobs expects a whole number from 1 to 64, got "1000"\n');
  });

  it("--out into a missing folder: the I/O exit code (74) and a message naming the folder", async () => {
    writeFileSync(join(dir, "two.jsonl"), `${model(1)}\n${model(2)}\n`);
    const run = await runCli(["batch", "two.jsonl", "--out", "no-such-folder/out.jsonl"], { cwd: dir });
    expect(run.code).toBe(74);
    expect(run.stderr).toBe("model-atlas: Cannot write no-such-folder/out.jsonl: the folder no-such-folder does not exist (ENOENT); create it first\n");
    expect(existsSync(join(dir, "no-such-folder"))).toBe(false);
  });

  it("a missing input file: exit 3, nothing written", async () => {
    const run = await runCli(["batch", "nope.jsonl", "--out", "nope-out.jsonl"], { cwd: dir });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("Cannot read nope.jsonl: no such file or folder (ENOENT)");
    expect(readdirSync(dir).filter((f) => f.includes("nope-out"))).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

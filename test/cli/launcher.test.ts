/**
 * The two ways the `model-atlas` command starts give the same answers: the clone's launcher
 * (bin/model-atlas.js, which runs the TypeScript sources through tsx, and starts batch and export
 * workers through a tsx bootstrap) and the built command the other CLI tests start
 * (./spawn-cli.ts: the bundle that ships). Exit code, stdout, stderr and the files written.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";
import { LAUNCHER } from "./spawn-cli.js";

const RECORD = path.join(ROOT, "test/real-records/HuggingFaceH4--zephyr-7b-beta--2.json");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-launcher-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const MODELS = [
  fs.readFileSync(RECORD, "utf8").trim(),
  JSON.stringify({ id: "acme/mask", pipeline_tag: "fill-mask", mask_token: "[MASK]", library_name: "transformers" }),
  '{"id": "acme/cut", ',
].join("\n");

/** Runs one command in a folder of its own; the files it wrote, name → text. */
function run(bin: string, argv: string[], name: string) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "models.jsonl"), `${MODELS}\n`);
  const out = spawnSync(process.execPath, [bin, ...argv], { cwd: dir, encoding: "utf8", env: { ...process.env, HF_TOKEN: "" } });
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]);
  return { code: out.status, stdout: out.stdout, stderr: out.stderr, files };
}

// Each clone run costs about 1.5 s of CPU (tsx): a rendering command and the two that start workers.
const COMMANDS: Record<string, string[]> = {
  snippets: ["snippets", RECORD, "--language", "sh"],
  "batch with two workers": ["batch", "models.jsonl", "--out", "out.jsonl", "--jobs", "2"],
  "export with two workers": ["export", "models.jsonl", "--out", "cards", "--jobs", "2", "--no-progress"],
};

describe("the clone's launcher and the built command", () => {
  it.each(Object.entries(COMMANDS))(
    "answer alike: %s",
    (name, argv) => {
      const slug = name.replace(/\W+/g, "-");
      const clone = run(path.join(ROOT, "bin/model-atlas.js"), argv, `${slug}-clone`);
      const built = run(LAUNCHER, argv, `${slug}-built`);
      expect(clone.stdout.length + clone.files.length).toBeGreaterThan(0);
      expect(built).toEqual(clone);
    },
    120_000,
  );
});

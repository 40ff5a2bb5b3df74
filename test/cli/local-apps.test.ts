/**
 * `model-atlas local-apps`: golden transcripts (test/golden/cli/local-apps/<case>.txt) and the
 * JSON output being getLocalApps itself.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLocalApps } from "../../engine/index.js";
import { ROOT } from "../support/reference.js";
import { runCli, transcript } from "./run-cli.js";
import { expectGolden } from "../support/golden.js";

const FIXTURES = path.join(ROOT, "test/fixtures/local-apps");
const GOLDEN = path.join(ROOT, "test/golden/cli/local-apps");

const CASES: Record<string, { argv: string[]; stdin?: string }> = {
  "many-quants": { argv: ["local-apps", "gguf-many-quants.json"] },
  "one-app-other-file": { argv: ["local-apps", "gguf-many-quants.json", "--app", "ollama", "--file", "Mistral-7B-Instruct.Q8_0.gguf"] },
  "deeplink-app": { argv: ["local-apps", "diffusers-lora.json", "--app", "drawthings"] },
  "no-app": { argv: ["local-apps", "-"], stdin: '{"id": "a/b", "pipeline_tag": "fill-mask"}' },
  "unknown-app": { argv: ["local-apps", "gguf-many-quants.json", "--app", "olama"] },
  "unknown-file": { argv: ["local-apps", "gguf-many-quants.json", "--file", "Mistral-7B-Instruct.Q6_K.gguf"] },
  "missing-model": { argv: ["local-apps"] },
};

describe("model-atlas local-apps", () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(name, async () => {
      const run = await runCli(c.argv, { cwd: FIXTURES, stdin: c.stdin });
      await expectGolden(transcript(c.argv, run), path.join(GOLDEN, `${name}.txt`));
    });
  }

  it("exit codes: 0 ok, 2 usage, 3 a file the repository does not hold", async () => {
    expect((await runCli(CASES["many-quants"]!.argv, { cwd: FIXTURES })).code).toBe(0);
    expect((await runCli(CASES["unknown-app"]!.argv, { cwd: FIXTURES })).code).toBe(2);
    expect((await runCli(CASES["unknown-file"]!.argv, { cwd: FIXTURES })).code).toBe(3);
  });

  it("--format json is getLocalApps", async () => {
    const run = await runCli(["local-apps", "gguf-split.json", "--format", "json"], { cwd: FIXTURES });
    const model = (await import(path.join(FIXTURES, "gguf-split.json"), { with: { type: "json" } })).default;
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(getLocalApps(model))));
  });
});

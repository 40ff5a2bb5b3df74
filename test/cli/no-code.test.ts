/**
 * "No code" is one outcome on every surface: `snippets` answers it with exit 7 and the
 * sentence get_snippets gives (`No code: <reason>.`, the reason from engine/plan/no-code.ts),
 * `--format json` with the tool's data, and `batch` with the same `noCode` in the model's line.
 * The tool is run here on the same records, so the CLI is compared with its answer, not a copy.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXIT } from "../../engine/cli/exit-codes.js";
import { parseArguments } from "../../engine/tools/arguments.js";
import { toolNamed } from "../../engine/tools/index.js";
import { runCli } from "./run-cli.js";

const RECORDS = join(import.meta.dirname, "../real-records");
const read = (file: string) => JSON.parse(readFileSync(join(RECORDS, file), "utf8")) as Record<string, unknown>;
const cli = (argv: string[]) => runCli(argv, { cwd: RECORDS });
const work = mkdtempSync(join(tmpdir(), "atlas-no-code-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** get_snippets' answer for the record, with the CLI's defaults (provider auto). */
async function tool(file: string, args: Record<string, unknown> = {}) {
  const getSnippets = toolNamed("get_snippets")!;
  return getSnippets.run(parseArguments(getSnippets, { model: read(file), ...args }), { models: new Map() });
}

const NO_HOSTED_CALL = ["google--flan-t5-large.json", "dandelin--vilt-b32-finetuned-vqa.json", "ggml-org--gemma-3-1b-it-GGUF.json"];

describe("snippets: no code", () => {
  it.each(NO_HOSTED_CALL)("%s: exit 7 and get_snippets' sentence on stderr, stdout empty", async (file) => {
    const run = await cli(["snippets", file]);
    const answer = await tool(file);
    expect(answer.data.noCode?.code).toBe("no-hosted-call");
    expect(run.code).toBe(EXIT.noCode);
    expect(EXIT.noCode).toBe(7);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")).toContain(answer.text.split("\n")[0]);
    expect(answer.text.split("\n")[0]).toBe(`No code: ${answer.data.noCode!.reason}.`);
  });

  it("provider auto outside chat, asked for curl: name a provider, with the plan's list", async () => {
    const file = "openai--whisper-large-v3--mapping.json";
    const run = await cli(["snippets", file, "--language", "sh"]);
    const answer = await tool(file, { language: "sh" });
    expect(answer.data.noCode).toMatchObject({ code: "name-a-provider", valid: ["fal-ai", "hf-inference"] });
    expect(run.code).toBe(7);
    expect(run.stderr.split("\n")).toContain(answer.text.split("\n")[0]);
    expect(run.stderr).not.toContain("model-atlas:");
  });

  it("a mapping that leaves no provider callable: no code with auto, on the CLI and in the tool alike", async () => {
    const file = join(import.meta.dirname, "../fixtures/agreement/acme--classifier--empty-mapping.json");
    const model = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const getSnippets = toolNamed("get_snippets")!;
    const answer = await getSnippets.run(parseArguments(getSnippets, { model }), { models: new Map() });
    expect(answer.data).toMatchObject({ snippets: [], noCode: { code: "no-hosted-call", valid: [] } });
    const run = await cli(["snippets", file]);
    expect(run.code).toBe(7);
    expect(run.stderr.split("\n")).toContain(answer.text.split("\n")[0]);
  });

  it("--format json prints the tool's data: the plan, no snippets and noCode", async () => {
    for (const [file, args, argv] of [
      ["google--flan-t5-large.json", {}, []],
      ["openai--whisper-large-v3--mapping.json", { language: "sh" }, ["--language", "sh"]],
    ] as const) {
      const run = await cli(["snippets", file, ...argv, "--format", "json"]);
      expect(run.code).toBe(7);
      expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify((await tool(file, args)).data)));
    }
  });

  it("a language the model has no code in, with code in others, stays invalid input (3)", async () => {
    const run = await cli(["snippets", "gpt2.json", "--language", "sh"]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("No snippet for sh with provider auto; available: python/huggingface_hub, js/huggingface.js");
  });
});

describe("batch: no code", () => {
  it("the model's line carries get_snippets' noCode and the sentence as inferenceAbsent", async () => {
    writeFileSync(join(work, "in.jsonl"), `${NO_HOSTED_CALL.map((f) => JSON.stringify(read(f))).join("\n")}\n`);
    const run = await runCli(["batch", "in.jsonl", "--out", "-", "--jobs", "1"], { cwd: work });
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { inference: unknown[]; inferenceAbsent?: string; noCode?: unknown });
    for (const [i, file] of NO_HOSTED_CALL.entries()) {
      const answer = await tool(file);
      expect(lines[i]!.inference).toEqual([]);
      expect(lines[i]!.noCode).toEqual(answer.data.noCode);
      expect(lines[i]!.inferenceAbsent).toBe(answer.text.split("\n")[0]);
    }
  });
});

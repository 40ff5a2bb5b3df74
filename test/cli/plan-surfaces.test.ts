/**
 * The command line renders the model plan (engine/plan/): the providers it refuses and allows,
 * where notes go, and cases where a surface could give a wrong or missing answer.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeFolder } from "../../engine/cli/fs-errors.js";
import { runCli } from "./run-cli.js";

const RECORDS = join(import.meta.dirname, "../real-records");
const LLAMA_MAPPED = "meta-llama--Llama-3.1-8B-Instruct--mapping.json";
const FLUX_MAPPED = "black-forest-labs--FLUX.1-dev--mapping.json";
const SD_PLAIN = "CompVis--stable-diffusion-v1-4.json";
const cli = (argv: string[]) => runCli(argv, { cwd: RECORDS });

describe("the plan and asked providers on the command line", () => {
  it("plan: the text lines and the JSON say the same", async () => {
    const text = await cli(["plan", LLAMA_MAPPED]);
    const data = await cli(["plan", LLAMA_MAPPED, "--format", "json"]);
    expect(text.code).toBe(0);
    const plan = JSON.parse(data.stdout) as { providers: { callable: { id: string }[]; unknown: { id: string }[] }; mapping: string };
    expect(text.stdout).toContain(`Callable providers: ${plan.providers.callable.map((p) => p.id).join(", ")}\n`);
    expect(text.stdout).toContain(`Unknown providers: ${plan.providers.unknown.map((p) => p.id).join(", ")}\n`);
    expect(plan.providers.unknown.map((p) => p.id)).toEqual(["sambanova", "nebius", "hyperbolic"]);
    expect(plan.mapping).toBe("given");
  });

  it("a plain record (no mapping) is 'mapping not given', never 'no provider'", async () => {
    const run = await cli(["plan", SD_PLAIN]);
    expect(run.stdout).toMatch(
      /^Mapping: not given \(GET https:\/\/huggingface\.co\/api\/models\/CompVis\/stable-diffusion-v1-4\?expand\[\]=inferenceProviderMapping/m,
    );
    expect(run.stdout).toContain("Callable providers: auto\n");
    expect(run.stdout).not.toMatch(/no (inference )?provider serves/i);
  });

  it("a mapped provider this version does not know is named as such, exit 2", async () => {
    const run = await cli(["snippets", LLAMA_MAPPED, "-p", "sambanova"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"sambanova" is mapped to meta-llama/Llama-3.1-8B-Instruct, but this version of Model Atlas does not know that provider');
    expect(run.stderr).not.toContain("Unknown provider");
  });

  it("a provider the given mapping leaves out is refused with the mapped ones, and allowed as a labelled guess", async () => {
    const refused = await cli(["snippets", FLUX_MAPPED, "-p", "wavespeed"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("valid values: fal-ai, replicate, together, hf-inference");
    expect(refused.stdout).toBe("");
    const allowed = await cli(["snippets", FLUX_MAPPED, "-p", "wavespeed", "--unmapped-provider", "-l", "sh"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toMatch(
      /^warning: wavespeed: the record's provider mapping does not list it, so the code uses "black-forest-labs\/FLUX\.1-dev" as the model's id at wavespeed, a guess/m,
    );
  });

  it("with no mapping, an asked provider gets code labelled as a guess", async () => {
    const run = await cli(["snippets", SD_PLAIN, "-p", "fal-ai", "-l", "python", "-c", "requests"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning: fal-ai: the record carries no provider mapping/m);
  });
});

describe("snippets, batch and folders on the command line", () => {
  it("one snippet is its code alone on stdout; notes go to stderr", async () => {
    const run = await cli(["snippets", SD_PLAIN, "-p", "hf-inference", "-l", "python", "-c", "requests"]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("==>");
    expect(run.stdout).not.toMatch(/^(note|warning|Task)/m);
    expect(run.stdout.split("\n")[0]).toMatch(/^(#|import|from)/);
    expect(run.stderr).toMatch(/^note: Mapping not given/m);
  });

  it("auto outside chat names the providers to pass for raw HTTP code", async () => {
    const run = await cli(["snippets", FLUX_MAPPED, "-l", "sh"]);
    expect(run.code).toBe(7);
    expect(run.stderr).toMatch(/^No code: outside chat, provider auto .*: name a provider for other code \(fal-ai, replicate, together, hf-inference\)\.$/m);
  });

  it("--version prints the package version", async () => {
    const run = await runCli(["--version"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${(JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")) as { version: string }).version}\n`);
  });

  it("batch --provider: a record whose mapping leaves the provider out says why in its own line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "atlas-plan-batch-"));
    const lines = [FLUX_MAPPED, SD_PLAIN].map((f) => readFileSync(join(RECORDS, f), "utf8").trim());
    writeFileSync(join(dir, "in.jsonl"), `${lines.join("\n")}\n`);
    const run = await runCli(["batch", "in.jsonl", "--out", "-", "--provider", "wavespeed", "--jobs", "1"], { cwd: dir });
    expect(run.code).toBe(0);
    const out = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: string; inference: unknown[]; inferenceAbsent?: string; providerGuess?: string });
    expect(out[0]!.inference).toEqual([]);
    expect(out[0]!.inferenceAbsent).toContain("is not in black-forest-labs/FLUX.1-dev's provider mapping");
    expect(out[1]!.inference.length).toBeGreaterThan(0);
    expect(out[1]!.providerGuess).toContain("a guess");
    expect(run.stderr).toContain("1 without inference snippets (each line's inferenceAbsent says why)");
  });

  it("a folder that cannot be made fails at once (Node's recursive mkdir never settles on /proc/x)", async () => {
    await expect(makeFolder("/proc/model-atlas-nope/cards")).rejects.toMatchObject({ code: "ENOENT" });
    const dir = mkdtempSync(join(tmpdir(), "atlas-plan-export-"));
    writeFileSync(join(dir, "in.jsonl"), readFileSync(join(RECORDS, SD_PLAIN), "utf8").trim() + "\n");
    const run = await runCli(["export", "in.jsonl", "--out", "/proc/model-atlas-nope", "--jobs", "1"], { cwd: dir });
    expect(run.code).toBe(74);
    expect(run.stderr).toBe("model-atlas: Cannot write /proc/model-atlas-nope: a folder cannot be made there (ENOENT)\n");
  });
});

/**
 * Records without a `pipeline_tag`: the task comes from `inferenceProviderMapping` (each entry
 * names the task its provider serves the model for), and every snippet says so in
 * `taskSource`. Regression: such records used to get no snippet at all ("task none").
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, getModelPlan, type ModelRecordInput } from "../../engine/index.js";
import { runCli } from "../cli/run-cli.js";

const RECORDS = join(import.meta.dirname, "../fixtures/hub-records");
const record = (name: string) => JSON.parse(readFileSync(join(RECORDS, name), "utf8")) as ModelRecordInput;
const deepseek = record("deepseek-r1--provider-mapping.json");
const kinds = (snippets: { language: string; client: string }[]) => snippets.map((s) => `${s.language}/${s.client}`);

describe("the task from inferenceProviderMapping", () => {
  it("a dict-form mapping record (id and mapping only) gets chat snippets for a mapped provider", () => {
    expect(deepseek.pipeline_tag).toBeUndefined();
    const snippets = getInferenceSnippets(deepseek, { provider: "together" });
    expect(kinds(snippets)).toEqual(
      expect.arrayContaining(["python/huggingface_hub", "python/openai", "python/requests", "js/openai", "js/huggingface.js", "sh/curl"]),
    );
    const openai = snippets.find((s) => s.language === "python" && s.client === "openai")!;
    expect(openai.content).toContain('model="deepseek-ai/DeepSeek-R1:together"');
    expect(openai.content).toContain("chat.completions.create");
    for (const s of snippets) {
      expect(s.taskSource).toEqual({
        field: "inferenceProviderMapping",
        mappingTask: "conversational",
        pipeline: "text-generation",
        conversational: true,
        providers: ["together"],
      });
    }
  });

  it("direct requests use the provider's own id from the mapping", () => {
    const curl = getInferenceSnippets(deepseek, { provider: "fireworks-ai", directRequest: true }).find((s) => s.client === "curl")!;
    expect(curl.content).toContain("accounts/fireworks/models/deepseek-r1");
    expect(curl.taskSource?.providers).toEqual(["fireworks-ai"]);
  });

  it("auto: the live entries decide, and the snippet names them", () => {
    const snippets = getInferenceSnippets(deepseek, { provider: "auto" });
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets[0]!.taskSource?.providers).toEqual(["fireworks-ai", "together", "hyperbolic"]);
  });

  it("the list form of the mapping gives the same snippets", () => {
    const mapping = deepseek.inferenceProviderMapping as Record<string, { providerId: string; status: string; task: string }>;
    const list = { id: deepseek.id, inferenceProviderMapping: Object.entries(mapping).map(([provider, e]) => ({ provider, ...e })) };
    expect(getInferenceSnippets(list, { provider: "together" })).toEqual(getInferenceSnippets(deepseek, { provider: "together" }));
  });

  it("a mapping task that is a pipeline (text-to-image on fal-ai) gets that pipeline's snippets", () => {
    const flux = {
      id: "black-forest-labs/FLUX.1-dev",
      inferenceProviderMapping: { "fal-ai": { status: "live", providerId: "fal-ai/flux/dev", task: "text-to-image" } },
    };
    const snippets = getInferenceSnippets(flux, { provider: "fal-ai" });
    expect(kinds(snippets)).toContain("python/fal_client");
    expect(snippets.find((s) => s.client === "fal_client")!.content).toContain("fal-ai/flux/dev");
    expect(snippets[0]!.taskSource).toMatchObject({ mappingTask: "text-to-image", pipeline: "text-to-image", conversational: false });
  });

  it("the provider's own entry decides for that provider, when entries disagree", () => {
    const mixed = {
      id: "acme/base-and-chat",
      inferenceProviderMapping: [
        { provider: "featherless-ai", providerId: "acme/base-and-chat", status: "live", task: "text-generation" },
        { provider: "together", providerId: "acme/base-and-chat", status: "live", task: "conversational" },
      ],
    };
    expect(getInferenceSnippets(mixed, { provider: "featherless-ai" })[0]!.taskSource).toMatchObject({ mappingTask: "text-generation", conversational: false });
    expect(getInferenceSnippets(mixed, { provider: "together" })[0]!.taskSource).toMatchObject({ mappingTask: "conversational", conversational: true });
  });

  it("pipeline_tag still decides when present, and then snippets carry no taskSource", () => {
    const tagged = { ...deepseek, pipeline_tag: "text-generation", tags: ["conversational"] };
    const snippets = getInferenceSnippets(tagged, { provider: "together" });
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.every((s) => s.taskSource === undefined)).toBe(true);
  });

  it("a mapping that names no task with snippets gives none", () => {
    expect(getInferenceSnippets({ id: "a/b", inferenceProviderMapping: { x: { providerId: "y", task: "graph-ml" } } }, { provider: "auto" })).toEqual([]);
  });

  it("the command line says which source decided", async () => {
    const run = await runCli(["snippets", "deepseek-r1--provider-mapping.json", "--provider", "together", "--language", "sh"], { cwd: RECORDS });
    expect(run.code).toBe(0);
    // Where the task came from is a note on stderr: stdout holds only the code.
    expect(run.stderr).toMatch(
      /^note: The record has no pipeline_tag: the task text-generation comes from the tasks its providers list it for \(conversational\)\.$/m,
    );
    expect(run.stdout.split("\n")[0]).toBe("==> sh/curl <==");
    const json = await runCli(["snippets", "deepseek-r1--provider-mapping.json", "--provider", "together", "--format", "json"], { cwd: RECORDS });
    expect((JSON.parse(json.stdout) as { taskSource?: { field: string } }[])[0]!.taskSource?.field).toBe("inferenceProviderMapping");
  });
});

describe("records that name no task", () => {
  it("a record with neither pipeline_tag nor mapping names no task, and is told the mapping was not given", () => {
    const plan = getModelPlan({ id: "acme/no-task" });
    expect(plan.task).toBeNull();
    expect(plan.warnings.map((w) => w.code)).toEqual(["mapping-not-given"]);
    expect(plan.warnings[0]!.message).toContain("the record names no task, having neither a pipeline_tag nor an inferenceProviderMapping");
    expect(plan.absent.find((a) => a.what === "hosted")?.reason).toBe("the record names no task: it has neither a pipeline_tag nor a provider mapping");
    // A mapping that is given, but empty or naming only tasks with no call, keeps its own words and no such warning.
    const empty = getModelPlan({ id: "acme/empty", inferenceProviderMapping: [] });
    expect(empty.absent.find((a) => a.what === "hosted")?.reason).toBe("the record names no task: it has no pipeline_tag and its provider mapping is empty");
    const graph = getModelPlan({ id: "a/b", inferenceProviderMapping: { x: { providerId: "y", task: "graph-ml" } } });
    expect(graph.absent.find((a) => a.what === "hosted")?.reason).toBe(
      "the record has no pipeline_tag and its provider mapping names no task Model Atlas writes a call for",
    );
    for (const p of [empty, graph]) expect(p.warnings.map((w) => w.code)).not.toContain("mapping-not-given");
  });
});

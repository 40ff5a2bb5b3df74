/**
 * The agreement test's own readers on outputs written as the plan's spec fixes them, so that a
 * failure of agreement.test.ts is the surface's and not the reader's.
 */
import { describe, expect, it } from "vitest";
import { planTextFormat, snippetsStated, warningsStated, warningsWanted } from "./cli-checks.js";
import { expectedPlan, warningCodes, type Expected } from "./expect.js";
import { expectedValues, JSON_ONLY, readPlanJson, readPlanLines, section } from "./read-plan.js";
import { allRecords } from "./records.js";
import { mismatches, type Reading } from "./report.js";
import { elementWith, noticesOf, textLines } from "./viewer.js";

const LINES = [
  "Task: text-generation (Text Generation), from inferenceProviderMapping",
  "Callable providers: auto, fireworks-ai, hf-inference, novita",
  "Mapping: given",
  "Unknown providers: sambanova, nebius, hyperbolic",
  "Library: none",
  "Local apps: none",
  "Warnings:",
  "  unknown-provider: sambanova, nebius and hyperbolic are mapped but unknown to this version; call with provider auto",
].join("\n");

const STATED = {
  task: "text-generation",
  source: "inferenceProviderMapping",
  mapping: "given",
  callable: "auto, fireworks-ai, hf-inference, novita",
  unknown: "sambanova, nebius, hyperbolic",
};

describe("the readers of the agreement test", () => {
  it("read the plan lines of the CLI, a card's bullets and a prompt alike", () => {
    expect(readPlanLines(LINES)).toEqual(STATED);
    const card = `# x\n\n## Plan\n\n${LINES.split("\n")
      .slice(0, 4)
      .map((l) => `- ${l.replace(/: (.*)$/, ": `$1`")}`)
      .join("\n")}\n\n## Next\n- Task: other`;
    expect(readPlanLines(section(card, /^## Plan$/)!)).toEqual(STATED);
    expect(readPlanLines("Task: none\nCallable providers: none\nMapping: not given (ask the hub with expand[]=inferenceProviderMapping, or --hub)")).toEqual({
      task: "none",
      source: "none",
      mapping: "not-given",
      callable: "none",
      unknown: "none",
    });
    expect(readPlanLines("no plan here")).toBeUndefined();
  });

  it("read the plan's JSON", () => {
    const plan = {
      id: "x/y",
      task: { id: "text-to-image", label: "Text to Image", source: "pipeline_tag" },
      kind: "task",
      mapping: "given",
      providers: {
        callable: [{ id: "fal-ai", providerModelId: "a", status: "live" }],
        unknown: [{ id: "nebius", providerModelId: "b", status: "staging" }],
        unsupported: [],
      },
      warnings: [{ code: "unknown-provider", message: "…" }],
      absent: [{ what: "local", reason: "…" }],
    };
    expect(readPlanJson(plan)).toEqual({
      task: "text-to-image",
      source: "pipeline_tag",
      kind: "task",
      mapping: "given",
      callable: "fal-ai",
      unknown: "nebius",
      warnings: "unknown-provider",
      "absent hosted": "no",
    });
    expect(readPlanJson({ ...plan, task: null, kind: "none", providers: { callable: [], unknown: [] } })).toMatchObject({
      task: "none",
      callable: "none",
      unknown: "none",
    });
  });

  it("hold the text form of `plan` to its spec", () => {
    expect(planTextFormat({ code: 0, stdout: `${LINES}\n`, stderr: "" })).toBe("ok");
    expect(planTextFormat({ code: 0, stdout: `${LINES}\nsomething else\n`, stderr: "" })).toMatch(/unexpected line/);
    expect(planTextFormat({ code: 0, stdout: LINES.replace("Mapping: given", "Mapping: yes"), stderr: "" })).toMatch(/bad Mapping/);
    expect(planTextFormat({ code: 2, stdout: "", stderr: 'model-atlas: Unknown command "plan"' })).toMatch(/^exit 2/);
  });

  it("read a snippet run's stdout and notes", () => {
    const e = expectedPlan({ id: "m/x", pipeline_tag: "text-generation", tags: ["conversational", "gguf"] });
    const run = { code: 0, stdout: "import os\n", stderr: "note: mapping not given: the router picks a provider\nwarning: no provider serves GGUF files\n" };
    expect(snippetsStated(run, e, "ok")).toEqual({
      exit: "0",
      stdout: "python code only",
      stderr: "note:/warning: lines only",
      "warning mapping-not-given": "stated",
      "warning gguf-not-served": "stated",
    });
    expect(snippetsStated({ ...run, stdout: "==> python/x <==\nimport os\n" }, e, "ok").stdout).toMatch(/^not only code/);
    const unknown = expectedPlan({
      id: "m/x",
      pipeline_tag: "text-to-image",
      inferenceProviderMapping: { nebius: { status: "live", providerId: "n", task: "text-to-image" } },
    });
    expect(warningsStated("warning: nebius is mapped but unknown to this version", unknown)).toEqual({ "warning unknown-provider": "nebius" });
  });

  it("find an element's text lines in rendered HTML", () => {
    const html =
      '<main><div class="a"><section data-testid="model-plan"><div><p>Task: fill-mask (Fill Mask), from pipeline_tag</p></div><ul><li>Callable providers: <code>auto</code></li><li>Mapping: not given (use &quot;--hub&quot;)</li></ul></section><p>Task: other</p></div></main>';
    expect(textLines(elementWith(html, 'data-testid="model-plan"')!)).toBe(
      'Task: fill-mask (Fill Mask), from pipeline_tag\nCallable providers: auto\nMapping: not given (use "--hub")',
    );
    expect(elementWith(html, 'data-testid="none"')).toBeUndefined();
  });

  it("find every notice of a page, each as one line", () => {
    const html =
      '<section><p class="notice" role="note">No code: the record names <code>no</code> task.</p><div><p class="other">x</p><p class="notice" role="status">No Python snippet for provider <code>auto</code>.</p></div></section>';
    expect(noticesOf(html)).toEqual(["No code: the record names no task.", "No Python snippet for provider auto."]);
    expect(noticesOf("<p>none</p>")).toEqual([]);
  });
});

describe("the budget test's readers", () => {
  it("find a runnable call in a fenced block, and a left-out line naming an argument", async () => {
    const { hasRunnableCall, namesLeftOut } = await import("./answers.js");
    expect(hasRunnableCall("text\n```python\nclient = InferenceClient()\n```\n")).toBe(true);
    expect(hasRunnableCall("```sh\ncurl https://router.huggingface.co/v1/chat/completions\n```")).toBe(true);
    expect(hasRunnableCall("see https://router.huggingface.co/v1 for more")).toBe(false);
    expect(namesLeftOut("Left out: tools and structured output (ask with `mode`).", ["mode"])).toBe(true);
    expect(namesLeftOut('Other providers are not shown; pass provider: "together".', ["provider"])).toBe(true);
    expect(namesLeftOut("mode is nice", ["mode"])).toBe(false);
  });
});

describe("a surface that follows the spec agrees on every record", () => {
  // The plan as the spec writes it, from the expectation: reading it back must give no mismatch.
  const specText = (e: Expected) =>
    [
      e.task ? `Task: ${e.task.id} (Label), from ${e.task.source}` : "Task: none",
      `Callable providers: ${e.callable.map((c) => c.id).join(", ") || "none"}`,
      e.mapping === "given" ? "Mapping: given" : "Mapping: not given (ask the hub with expand[]=inferenceProviderMapping, or pass --hub)",
      ...(e.unknown.length ? [`Unknown providers: ${e.unknown.join(", ")}`] : []),
      "Library: none",
      "Local apps: none",
      ...(warningCodes(e.warnings).length
        ? ["Warnings:", ...warningCodes(e.warnings).map((c) => `  ${c}: ${c === "unknown-provider" ? e.unknown.join(", ") : c.replace(/-/g, " ")}`)]
        : []),
    ].join("\n") + "\n";
  const specJson = (e: Expected) => ({
    task: e.task && { ...e.task, label: "Label" },
    kind: e.kind,
    mapping: e.mapping,
    providers: { callable: e.callable, unknown: e.unknown.map((id) => ({ id, providerModelId: "x", status: "live" })), unsupported: [] },
    warnings: warningCodes(e.warnings).map((code) => ({ code, message: "…" })),
    absent: e.callable.length ? [] : [{ what: "hosted", reason: "…" }],
  });

  it.each(allRecords().map((r) => [r.label, r] as const))("%s", (label, r) => {
    const e = expectedPlan(r.raw);
    const base = expectedValues(e);
    const text = specText(e);
    const readings: Reading[] = [
      {
        surface: "text",
        want: { ...Object.fromEntries(Object.entries(base).filter(([k]) => !JSON_ONLY.includes(k))), format: "ok", ...warningsWanted(e) },
        got: { ...readPlanLines(text)!, format: planTextFormat({ code: 0, stdout: text, stderr: "" }), ...warningsStated(text, e) },
      },
      { surface: "json", want: base, got: readPlanJson(specJson(e))! },
    ];
    expect(mismatches(label, readings)).toEqual([]);
  });
});

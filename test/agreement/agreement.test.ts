/**
 * One truth on every surface: for every real record (test/real-records/) and the
 * hand-written cases the corpus lacks (test/fixtures/agreement/), the built CLI, the usage card's
 * three forms, export's files, the MCP answers and the viewer's model page state the same task,
 * kind, mapping, callable and unknown providers as the rules of the model plan give for the raw
 * record. Expectations come from ./expect.ts (the rules written again here, never the engine's
 * plan module); each surface is read from its rendered output. Fails once with every mismatch,
 * a table per record. AGREEMENT_REPORT=<file> also writes the report there.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { surfaceReadings } from "./collect.js";
import { expectedPlan } from "./expect.js";
import { noCodeCases } from "./no-code.js";
import { expectedValues } from "./read-plan.js";
import { allRecords } from "./records.js";
import { formatReport, mismatches } from "./report.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-agreement-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (name: string) => allRecords().find((r) => r.label.endsWith(`/${name}.json`))!.raw;

describe("the expectations of the agreement test", () => {
  // The rules on records whose answer is known by hand, so a wrong rule here cannot hide a wrong surface.
  it.each([
    [
      "meta-llama--Llama-3.1-8B-Instruct",
      { task: "text-generation", source: "pipeline_tag", kind: "chat", mapping: "not-given", callable: "auto", unknown: "none" },
    ],
    [
      "meta-llama--Llama-3.1-8B-Instruct--mapping",
      {
        task: "text-generation",
        source: "inferenceProviderMapping",
        kind: "chat",
        mapping: "given",
        callable: "auto, fireworks-ai, hf-inference, novita",
        unknown: "sambanova, nebius, hyperbolic",
      },
    ],
    [
      "meta-llama--Llama-3.1-8B-Instruct--mapping--2",
      { task: "text-generation", source: "inferenceProviderMapping", kind: "chat", mapping: "given", callable: "auto", unknown: "sambanova" },
    ],
    [
      "black-forest-labs--FLUX.1-dev--mapping",
      {
        task: "text-to-image",
        source: "inferenceProviderMapping",
        kind: "task",
        mapping: "given",
        callable: "fal-ai, replicate, together, hf-inference",
        unknown: "nebius, black-forest-labs",
      },
    ],
    ["gpt2", { task: "text-generation", source: "pipeline_tag", kind: "completion", mapping: "not-given", callable: "auto", unknown: "none" }],
    ["google--flan-t5-large", { task: "text2text-generation", source: "pipeline_tag", kind: "none", mapping: "not-given", callable: "none", unknown: "none" }],
    ["google--gemma-3-27b-it--inference", { task: "none", source: "none", kind: "none", mapping: "not-given", callable: "none", unknown: "none" }],
    [
      "acme--classifier--empty-mapping",
      { task: "text-classification", source: "pipeline_tag", kind: "task", mapping: "given", callable: "none", unknown: "none" },
    ],
    [
      "acme--chat-model--staging-mapping",
      { task: "text-generation", source: "pipeline_tag", kind: "chat", mapping: "given", callable: "auto, together, novita", unknown: "none" },
    ],
    [
      "acme--image-model--unknown-provider",
      { task: "text-to-image", source: "pipeline_tag", kind: "task", mapping: "given", callable: "fal-ai, hf-inference", unknown: "black-forest-labs, nebius" },
    ],
    [
      "Qwen--Qwen2.5-VL-7B-Instruct--like",
      { task: "image-text-to-text", source: "pipeline_tag", kind: "chat", mapping: "not-given", callable: "auto", unknown: "none" },
    ],
  ])("%s", (name, values) => {
    expect(expectedValues(expectedPlan(read(name)))).toMatchObject(values);
  });

  it("warns as the plan does", () => {
    expect(expectedPlan(read("acme--chat-model--staging-mapping")).warnings).toMatchObject({ staging: true, mappingNotGiven: false });
    expect(expectedPlan(read("acme--Llama-3.2-1B-Instruct-GGUF--no-mapping")).warnings).toMatchObject({ ggufNotServed: true, mappingNotGiven: true });
    expect(expectedPlan(read("ggml-org--gemma-3-12b-it-GGUF")).warnings).toMatchObject({ ggufNotServed: true });
    expect(expectedValues(expectedPlan(read("black-forest-labs--FLUX.1-dev--mapping")))).toMatchObject({
      warnings: "no-pipeline-tag, unknown-provider",
      "absent hosted": "no",
    });
    expect(expectedValues(expectedPlan(read("google--flan-t5-large")))).toMatchObject({ warnings: "none", "absent hosted": "yes" });
  });
});

describe("the no-code cases of the corpus", () => {
  it("are the records without a hosted call, and those where auto outside chat is asked for curl", () => {
    const cases = noCodeCases(allRecords()).map((c) => `${c.record.label.replace(/^real-records\/|\.json$/g, "")} ${c.argv.slice(2).join(" ")}`.trim());
    expect(cases).toEqual(
      expect.arrayContaining([
        "google--flan-t5-large",
        "dandelin--vilt-b32-finetuned-vqa",
        "ggml-org--gemma-3-1b-it-GGUF",
        "openai--whisper-large-v3--mapping --language sh",
        "black-forest-labs--FLUX.1-dev--mapping --language sh",
      ]),
    );
    expect(cases.every((c) => !c.startsWith("fixtures/"))).toBe(true);
  });
});

describe("every surface states the same plan for every record", () => {
  it("CLI, cards, export, MCP and the viewer agree with the record", { timeout: 600_000 }, async () => {
    const records = allRecords();
    const readings = await surfaceReadings(records, tmp);
    const all = records.flatMap((r) => mismatches(r.label, readings.get(r) ?? []));
    const report = formatReport(all, records.length);
    if (process.env.AGREEMENT_REPORT) fs.writeFileSync(process.env.AGREEMENT_REPORT, `${report}\n`);
    if (report) expect.fail(`\n${report}`);
  });
});

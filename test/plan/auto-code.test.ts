/**
 * The model plan's "does provider auto give code" (engine/languages/core-snippets.ts,
 * `autoHasBuiltInCode`) is worked out once per task and chat flag. That is exact only if no other
 * fact of a record changes the answer: this plans the call for every real record and for records
 * of every pipeline tag made to differ in everything else, and compares.
 */
import { describe, expect, it } from "vitest";
import { autoHasBuiltInCode, hasBuiltInSnippets } from "../../engine/languages/core-snippets.js";
import { modelTask } from "../../engine/inference/call/model-task.js";
import { PIPELINE_DATA } from "../../engine/pipelines/data.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import type { ModelRecordInput } from "../../engine/schema/model.js";
import { realRecords } from "../real-records/support.js";

/** Records of one pipeline tag that differ in all else a call reads: tags, library, widget inputs, card, files, config. */
function variants(tag: string): ModelRecordInput[] {
  return [
    { id: "acme/plain", pipeline_tag: tag },
    { id: "acme/chatty-model", pipeline_tag: tag, tags: ["conversational", "transformers"], library_name: "transformers" },
    { id: "acme/x", pipeline_tag: tag, widgetData: [{ text: "hello" }], mask_token: "<mask>", cardData: { base_model: "acme/base" } },
    { id: "acme/flux-inpaint-ltx-video", pipeline_tag: tag, library_name: "diffusers", tags: ["lora", "gguf"], siblings: [{ rfilename: "m-Q4_K_M.gguf" }] },
    { id: "a.b/c_d-e", pipeline_tag: tag, config: { architectures: ["X"], model_type: "y" }, widgetData: [{ src: "https://example.org/a.png" }] },
  ];
}

describe("provider auto's code, by task", () => {
  it("is the same for every record of a task and chat flag as planning each record's call says", () => {
    const models = [
      ...realRecords().map((r) => r.model),
      ...Object.keys(PIPELINE_DATA).flatMap(variants),
      ...variants("text-generation").map((m) => ({ ...m, tags: [...(m.tags ?? []), "conversational"] })),
    ];
    const differing: string[] = [];
    for (const input of models) {
      const model = validModelRecord(input);
      const decided = modelTask(model, "auto");
      if (!decided) continue;
      const planned = hasBuiltInSnippets(model, { provider: "auto" });
      if (autoHasBuiltInCode(model, decided.task, decided.conversational) !== planned) differing.push(`${model.id} (${decided.task})`);
    }
    expect(differing).toEqual([]);
    expect(models.length).toBeGreaterThan(300);
  });
});

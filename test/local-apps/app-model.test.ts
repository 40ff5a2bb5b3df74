/**
 * The local apps read a record's facts straight from the checked record (engine/local-apps/app-model.ts),
 * not from its whole normal form: for every real record and some odd ones, the facts must be those
 * the normal form gives, so the apps offered and the templates filled cannot drift from it.
 */
import { describe, expect, it } from "vitest";
import { appModel } from "../../engine/local-apps/app-model.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import type { ModelRecordInput } from "../../engine/schema/model.js";
import { normaliseModel } from "../../engine/schema/snippet-model.js";
import { realRecords } from "../real-records/support.js";

const ODD: ModelRecordInput[] = [
  { id: "a/b", pipeline_tag: "" },
  { id: "a/c", siblings: [{ rfilename: "x.gguf" }, { rfilename: "" }, { other: 1 }], cardData: { base_model: ["org/base", "org/other"] } } as ModelRecordInput,
  { id: "a/d", cardData: { base_model: "org/base" }, config: { quantization_config: { quant_method: "AWQ" } } },
  { id: "a/e", gguf: { context_length: 8192, chat_template: "{{ tools }}" }, tags: ["mlx", "conversational"] } as ModelRecordInput,
];

describe("a record's local-app facts", () => {
  it("are the normal form's tags, pipeline, library, files and first base model", () => {
    const records = [...realRecords().map((r) => r.model), ...ODD];
    for (const input of records) {
      const model = validModelRecord(input);
      const normal = normaliseModel(model);
      const facts = appModel(model);
      expect({ tags: facts.tags, pipeline: facts.pipeline, library: facts.library, baseModel: facts.baseModel }, model.id).toEqual({
        tags: normal.tags,
        pipeline: normal.pipeline_tag,
        library: normal.library_name,
        baseModel: normal.cardData.base_model,
      });
      expect(facts, model.id).toEqual(appModel(normal as never));
    }
    expect(records.length).toBeGreaterThan(80);
  });
});

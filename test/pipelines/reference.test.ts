import { describe, expect, it } from "vitest";
import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, PIPELINE_TYPES, isPipelineType } from "../../engine/index.js";
import { readReference } from "../support/reference.js";

describe("pipelines agree with the reference facts", () => {
  const ref = readReference("pipelines.json");

  it("has all 57 pipeline types in the reference order", () => {
    expect(PIPELINE_TYPES).toHaveLength(57);
    expect(PIPELINE_TYPES).toEqual(ref.pipelines.map((p: { id: string }) => p.id));
  });

  it("has the same name, modality, subtasks and visibility flags for each", () => {
    for (const p of ref.pipelines) {
      const ours = PIPELINE_DATA[p.id as keyof typeof PIPELINE_DATA] as Record<string, unknown>;
      expect(ours.name, p.id).toBe(p.name);
      expect(ours.modality, p.id).toBe(p.modality);
      expect(ours.subtasks ?? [], p.id).toEqual(p.subtasks ?? []);
      expect(Boolean(ours.hideInModels), p.id).toBe(Boolean(p.hideInModels));
      expect(Boolean(ours.hideInDatasets), p.id).toBe(Boolean(p.hideInDatasets));
    }
  });

  it("has the seven modalities and their labels", () => {
    expect([...MODALITIES]).toEqual(ref.modalities);
    expect(MODALITY_LABELS).toEqual(ref.modalityLabels);
  });
});

describe("isPipelineType", () => {
  it("accepts pipeline ids and rejects anything else", () => {
    expect(isPipelineType("text-to-image")).toBe(true);
    expect(isPipelineType("text-2-image")).toBe(false);
    expect(isPipelineType("conversational")).toBe(false);
  });
});

/**
 * `auto` for a task that is not chat offers only the hub SDKs, and of those only the ones
 * that have a method for the task: huggingface.js has none for audio classification, so
 * rendering its basicAudio template would call an undefined method.
 */
import { describe, expect, it, vi } from "vitest";
import { getInferenceSnippets, PIPELINE_TYPES } from "../../engine/index.js";
import { CHAT_PIPELINES } from "../../engine/inference/call/pipeline-tables.js";

describe("auto provider, non-conversational tasks", () => {
  it.each([
    ["MIT/ast-finetuned-audioset-10-10-0.4593", "audio-classification", ["python/huggingface_hub"]],
    ["facebook/detr-resnet-50", "object-detection", ["python/huggingface_hub"]],
    ["openai/whisper-large-v3", "automatic-speech-recognition", ["python/huggingface_hub", "js/huggingface.js"]],
  ])("%s (%s) gets only the SDKs with a method for the task", (id, pipeline_tag, expected) => {
    const snippets = getInferenceSnippets({ id, pipeline_tag }, { provider: "auto" });
    expect(snippets.map((s) => `${s.language}/${s.client}`)).toEqual(expected);
  });

  it("renders every pipeline's auto snippets, with only the hub SDKs for non-chat tasks", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const pipeline_tag of PIPELINE_TYPES.filter((p) => !CHAT_PIPELINES.has(p))) {
        const snippets = getInferenceSnippets({ id: "acme/model", pipeline_tag }, { provider: "auto" });
        for (const s of snippets) {
          expect(["huggingface_hub", "huggingface.js"], pipeline_tag).toContain(s.client);
          expect(s.content, `${pipeline_tag} ${s.client}`).not.toMatch(/\bundefined\b/);
        }
      }
    } finally {
      error.mockRestore();
    }
  });
});

/**
 * Our snippet sets against what the anchor offered (`observed` in
 * test/reference/snippet-facts.json): for every provider × pipeline × mode we offer at
 * least the same language/client pairs, except where the anchor's snippet cannot work.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../../engine/index.js";
import { readReference } from "../../support/reference.js";
import { HUB_PYTHON_PROVIDER_TASKS } from "./support/hub-python-api.js";

type Observed = Record<string, Record<string, Record<string, { language: string; client: string }[]>>>;

/** Anchor snippets we leave out on purpose, and why. */
const LEFT_OUT: Record<string, string> = {
  // @huggingface/inference refuses to send audio/flac (the sample's type) to fal.
  "fal-ai/automatic-speech-recognition/js/huggingface.js": "the JS client rejects the sample's audio type for fal-ai",
};

describe("clients offered per provider", () => {
  it("include every client the anchor offered, in every mode", () => {
    const observed = readReference<{ observed: Observed }>("snippet-facts.json").observed;
    const missing: string[] = [];
    for (const [provider, pipelines] of Object.entries(observed)) {
      if (provider === "auto" || provider === "hf-inference") continue;
      for (const [pipeline, modes] of Object.entries(pipelines)) {
        const chat = pipeline === "text-generation" || pipeline === "image-text-to-text";
        const conversational = chat && "image-text-to-text" in pipelines;
        const model = {
          id: "hf-org/hf-model",
          pipeline_tag: pipeline,
          tags: conversational ? ["conversational"] : [],
          inferenceProviderMapping: [{ provider, providerId: "provider-org/provider-model", task: conversational ? "conversational" : pipeline }],
        };
        for (const [mode, list] of Object.entries(modes)) {
          const request = { provider, directRequest: mode === "directRequest", streaming: mode === "routedStreaming" };
          const ours = new Set(getInferenceSnippets(model, request).map((s) => `${s.language}/${s.client}`));
          for (const { language, client } of list) {
            const key = `${provider}/${pipeline}/${language}/${client}`;
            // huggingface_hub cannot call a pair its provider table lacks (the anchor offered such snippets anyway).
            const hubCannot = client === "huggingface_hub" && !HUB_PYTHON_PROVIDER_TASKS[provider]?.includes(conversational ? "conversational" : pipeline);
            if (!ours.has(`${language}/${client}`) && !LEFT_OUT[key] && !hubCannot) missing.push(`${key} (${mode})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

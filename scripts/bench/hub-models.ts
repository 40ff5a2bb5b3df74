/**
 * The generated hub listing the command-line benchmarks read (`batch` in cli-batch, `export`
 * against `batch` in agents): one model record per line, a spread of tasks, libraries and
 * provider mappings, so both measure the same input.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";

/** A spread of tasks, libraries and provider mappings, like a real hub listing. */
const SHAPES = [
  { pipeline_tag: "text-generation", library_name: "transformers", tags: ["conversational"] },
  { pipeline_tag: "text-classification", library_name: "transformers" },
  { pipeline_tag: "text-to-image", library_name: "diffusers" },
  { pipeline_tag: "sentence-similarity", library_name: "sentence-transformers" },
  { pipeline_tag: "automatic-speech-recognition", library_name: "transformers" },
  { pipeline_tag: "fill-mask", library_name: "transformers", mask_token: "[MASK]" },
  { pipeline_tag: "image-classification", library_name: "timm" },
  { pipeline_tag: "image-text-to-text", library_name: "transformers", tags: ["conversational"] },
  { pipeline_tag: "token-classification", library_name: "flair" },
  { pipeline_tag: "reinforcement-learning", library_name: "stable-baselines3" },
];

/** Writes `count` records to `path` as JSONL: 997 owners, one record in three mapped to hf-inference. */
export async function writeModels(path: string, count: number): Promise<void> {
  const out = createWriteStream(path);
  for (let i = 0; i < count; i++) {
    const shape = SHAPES[i % SHAPES.length]!;
    const id = `org-${i % 997}/model-${i}`;
    const model = {
      id,
      ...shape,
      ...(i % 3 === 0 && { inferenceProviderMapping: [{ provider: "hf-inference", providerId: id, status: "live", task: shape.pipeline_tag }] }),
    };
    if (!out.write(`${JSON.stringify(model)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

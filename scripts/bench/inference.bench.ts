/**
 * Inference snippets: snippet sets per second for a deterministic 2,000-model workload
 * (40 % chat models, the rest spread over the other tasks and the providers that serve them),
 * next to `@huggingface/inference`'s own `snippets.getInferenceSnippets` in the same run.
 * Target (issue 9): at least 20× the anchor's throughput. Medians of several alternating rounds.
 * Import and start-up times of the published package are measured by ./package.bench.ts
 * (`npm run bench -- package`), from dist/ as it ships. Two
 * workloads (issue 12): today's, and one where every record bills its own organisation, so no
 * two requests share a cached shape.
 *
 *   npm run bench -- inference            (BENCH_ROUNDS=7 by default)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { snippets as anchor } from "@huggingface/inference";
import type { ModelRecordInput, SnippetRequest } from "../../engine/index.js";

/**
 * The engine is measured as it ships to a front end: bundled to one ES module (esbuild, not
 * minified, no tsx transform in the way), as the anchor is measured from its published build.
 */
const outDir = mkdtempSync(join(tmpdir(), "atlas-bench-"));
const bundle = join(outDir, "engine.mjs");
await build({
  entryPoints: [fileURLToPath(new URL("../../engine/index.ts", import.meta.url))],
  bundle: true,
  format: "esm",
  platform: "node",
  minify: false,
  outfile: bundle,
  logLevel: "error",
});
const { getInferenceSnippets, PROVIDERS } = (await import(pathToFileURL(bundle).href)) as typeof import("../../engine/index.js");

const MODELS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const CHAT = [
  { pipeline_tag: "text-generation", tags: ["conversational"] },
  { pipeline_tag: "image-text-to-text", tags: ["conversational"] },
];
const OTHER = [
  "text-classification", "token-classification", "fill-mask", "summarization", "translation", "feature-extraction",
  "sentence-similarity", "question-answering", "table-question-answering", "zero-shot-classification",
  "automatic-speech-recognition", "audio-classification", "image-classification", "object-detection",
  "image-segmentation", "image-to-text", "text-to-image", "image-to-image", "text-to-speech", "text-to-video",
  "image-to-video", "zero-shot-image-classification", "document-question-answering", "tabular-classification",
];

interface Item {
  model: ModelRecordInput;
  request: SnippetRequest;
  provider: string;
  task: string;
}

/** The providers of our table that serve a task, in table order (hf-inference first when it does). */
function providersFor(task: string): string[] {
  const ids = [...PROVIDERS.values()].filter((p) => p.tasks[task]).map((p) => p.id);
  return ids.sort((a, b) => (a === "hf-inference" ? -1 : b === "hf-inference" ? 1 : 0));
}

/** `uniqueBillTo`: every record bills its own organisation, so no two requests share a cached shape. */
function workload(uniqueBillTo = false): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < MODELS; i++) {
    const chat = i % 5 < 2; // 40 %
    const shape = chat ? CHAT[i % CHAT.length]! : { pipeline_tag: OTHER[i % OTHER.length]!, tags: [] as string[] };
    const task = chat ? "conversational" : shape.pipeline_tag;
    const candidates = providersFor(task);
    const provider = candidates.length ? candidates[i % candidates.length]! : "hf-inference";
    const id = `org-${i % 97}/model-${i}`;
    const mapping = [{ provider, providerId: provider === "hf-inference" ? id : `${provider}-org/model-${i}`, status: "live", task }];
    items.push({
      model: { id, ...shape, inferenceProviderMapping: mapping },
      request: { provider, streaming: chat && i % 2 === 0, ...(uniqueBillTo ? { billTo: `bill-org-${i}` } : i % 7 === 0 && { billTo: "acme-org" }) },
      provider,
      task,
    });
  }
  return items;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Both generators log about provider/task pairs they skip; keep the timing output readable. */
const quiet = () => {
  const { error, warn, log } = console;
  console.error = console.warn = console.log = () => {};
  return () => Object.assign(console, { error, warn, log });
};

function measure(label: string, items: Item[]): void {
  const ours: number[] = [];
  const theirs: number[] = [];
  let ourSnippets = 0;
  let theirSnippets = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const restore = quiet();
    try {
      ours.push(time(() => {
        ourSnippets = 0;
        for (const item of items) ourSnippets += getInferenceSnippets(item.model, item.request).length;
      }));
      if (!process.env.BENCH_SKIP_ANCHOR) theirs.push(time(() => {
        theirSnippets = 0;
        for (const item of items) {
          const m = item.model as { id: string; pipeline_tag: string; tags: string[] };
          const mapping = { hfModelId: m.id, provider: item.provider, providerId: (item.model.inferenceProviderMapping as { providerId: string }[])[0]!.providerId, status: "live", task: item.task };
          try {
            theirSnippets += anchor.getInferenceSnippets(m as never, item.provider as never, mapping as never, { streaming: item.request.streaming, billTo: item.request.billTo }).length;
          } catch {
            // The anchor throws for a few provider/task pairs; the time still counts.
          }
        }
      }));
    } finally {
      restore();
    }
  }
  const oursPerSecond = (MODELS / median(ours)) * 1000;
  const theirsPerSecond = (MODELS / median(theirs)) * 1000;
  if (process.env.BENCH_VERBOSE) console.log("rounds (ms): ours", ours.map((t) => t.toFixed(0)).join(" "), "| anchor", theirs.map((t) => t.toFixed(0)).join(" "));
  console.log(`\n${label}: ${MODELS} models (40 % chat), ${ROUNDS} rounds; snippets per round: ours ${ourSnippets}, @huggingface/inference ${theirSnippets}`);
  console.log(`model-atlas getInferenceSnippets:          ${oursPerSecond.toFixed(0)} sets/s (median ${median(ours).toFixed(1)} ms per round)`);
  console.log(`@huggingface/inference getInferenceSnippets: ${theirsPerSecond.toFixed(0)} sets/s (median ${median(theirs).toFixed(1)} ms per round)`);
  console.log(`ratio: ${(oursPerSecond / theirsPerSecond).toFixed(1)}x (target >= 20x)`);
  // The first round starts with empty caches (shapes seen for the first time): shown apart.
  console.log(`first round (cold caches): ours ${((MODELS / ours[0]!) * 1000).toFixed(0)} sets/s, anchor ${((MODELS / theirs[0]!) * 1000).toFixed(0)} sets/s, ratio ${(theirs[0]! / ours[0]!).toFixed(1)}x`);
}

measure("workload today (one record in 7 bills acme-org)", workload());
measure("workload with its own billTo in every record (no two requests share a cached shape)", workload(true));

rmSync(outDir, { recursive: true, force: true });
console.log("\nimport and start-up times of the published package: npm run bench -- package");

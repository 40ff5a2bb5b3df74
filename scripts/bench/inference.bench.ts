/**
 * Inference snippets: snippet sets per second for deterministic 2,000-model workloads, next to
 * `@huggingface/inference`'s own `snippets.getInferenceSnippets` in the same run, in alternating
 * rounds. Target (issues 9 and 22): at least 20× the anchor's throughput, as the median of the
 * per-round ratios. Three workloads:
 * - today's: 40 % chat models, the rest spread over the other tasks and the providers that serve
 *   them, one record in 7 billing acme-org, through the root entry (every language);
 * - the same where every record bills its own organisation (the snippet cache swaps the
 *   organisation like the id, so these still share cached shapes: this measures the swap);
 * - mixed: hub-sized records (tags, siblings, card data, config, several providers
 *   each), every record billing its own organisation, through `model-atlas/inference` with the
 *   five plugins and one language in four requests (python, js, sh, go, ruby, php or java).
 * Import and start-up times of the published package are measured by ./package.bench.ts.
 *
 *   npm run bench -- inference            (BENCH_ROUNDS=7 by default)
 *   BENCH_ENGINE=/path/to/other/checkout npm run bench -- inference   (another engine/, same workloads)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { snippets as anchor } from "@huggingface/inference";
import type { ModelRecordInput, SnippetRequest } from "../../engine/index.js";
import type { InferenceOptions } from "../../engine/entries/inference.js";
import { finish, target } from "./verdict.js";

/**
 * The engine is measured as it ships to a front end: bundled to ES modules (esbuild, not
 * minified, no tsx transform in the way), as the anchor is measured from its published build.
 */
const repo = fileURLToPath(new URL("../..", import.meta.url));
const engineRoot = resolve(process.env.BENCH_ENGINE ?? repo);
const outDir = mkdtempSync(join(tmpdir(), "atlas-bench-"));
const entries = {
  idCache: "inference/id-cache",
  root: "index",
  inference: "entries/inference",
  go: "entries/languages-go",
  ruby: "entries/languages-ruby",
  php: "entries/languages-php",
  java: "entries/languages-java",
  httpie: "entries/languages-httpie",
};
await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(engineRoot, "engine", `${file}.ts`)])),
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  minify: false,
  outdir: outDir,
  nodePaths: [join(repo, "node_modules")],
  logLevel: "error",
});
const load = async <T>(name: string) => (await import(pathToFileURL(join(outDir, `${name}.js`)).href)) as T;
const { getInferenceSnippets, PROVIDERS } = await load<typeof import("../../engine/index.js")>("root");
const inference = await load<typeof import("../../engine/entries/inference.js")>("inference");
const plugins = [
  (await load<typeof import("../../engine/entries/languages-go.js")>("go")).go,
  (await load<typeof import("../../engine/entries/languages-ruby.js")>("ruby")).ruby,
  (await load<typeof import("../../engine/entries/languages-php.js")>("php")).php,
  (await load<typeof import("../../engine/entries/languages-java.js")>("java")).java,
  (await load<typeof import("../../engine/entries/languages-httpie.js")>("httpie")).httpie,
];

const MODELS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const CHAT = [
  { pipeline_tag: "text-generation", tags: ["conversational"] },
  { pipeline_tag: "image-text-to-text", tags: ["conversational"] },
];
const OTHER = [
  "text-classification",
  "token-classification",
  "fill-mask",
  "summarization",
  "translation",
  "feature-extraction",
  "sentence-similarity",
  "question-answering",
  "table-question-answering",
  "zero-shot-classification",
  "automatic-speech-recognition",
  "audio-classification",
  "image-classification",
  "object-detection",
  "image-segmentation",
  "image-to-text",
  "text-to-image",
  "image-to-image",
  "text-to-speech",
  "text-to-video",
  "image-to-video",
  "zero-shot-image-classification",
  "document-question-answering",
  "tabular-classification",
];

interface Item {
  model: ModelRecordInput;
  request: SnippetRequest;
  provider: string;
  task: string;
  /** Through `model-atlas/inference` with these options; through the root entry when absent. */
  options?: InferenceOptions;
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

const LANGUAGE_CHOICE = [undefined, "python", "js", "sh", undefined, "go", "ruby", "php", undefined, "java"] as const;

/** Hub-sized records with several providers each, every one billing its own organisation, mixed languages. */
function mixedWorkload(): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < MODELS; i++) {
    const chat = i % 5 < 2;
    const shape = chat ? CHAT[i % CHAT.length]! : { pipeline_tag: OTHER[i % OTHER.length]!, tags: [] as string[] };
    const task = chat ? "conversational" : shape.pipeline_tag;
    const candidates = providersFor(task);
    const serving = candidates.length ? [...candidates.slice(i % candidates.length), ...candidates].slice(0, Math.min(4, candidates.length)) : ["hf-inference"];
    const provider = serving[i % serving.length]!;
    const id = `org-${i % 97}/Model-${i}-v${i % 3}.1`;
    const mapping = serving.map((p) => ({ provider: p, providerId: p === "hf-inference" ? id : `${p}-org/model-${i}`, status: "live", task }));
    const model: ModelRecordInput = {
      id,
      ...shape,
      tags: [
        ...shape.tags,
        "transformers",
        "safetensors",
        shape.pipeline_tag,
        "en",
        "license:apache-2.0",
        "endpoints_compatible",
        "region:us",
        `arxiv:2401.${1000 + i}`,
      ],
      library_name: "transformers",
      likes: i,
      downloads: i * 10,
      siblings: Array.from({ length: 12 }, (_, k) => ({ rfilename: k === 0 ? "config.json" : `model-${String(k).padStart(5, "0")}-of-00011.safetensors` })),
      cardData: { license: "apache-2.0", language: ["en", "fr"], base_model: i % 3 ? `base/Model-${i % 10}` : undefined },
      config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
      transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: shape.pipeline_tag, processor: "AutoTokenizer" },
      inferenceProviderMapping: mapping,
    };
    const language = LANGUAGE_CHOICE[i % LANGUAGE_CHOICE.length];
    items.push({
      model,
      request: { provider, streaming: chat && i % 2 === 0, billTo: `bill-org-${i}` },
      provider,
      task,
      options: { languages: plugins, ...(language && { language }) },
    });
  }
  return items;
}

/**
 * The uncached workload: the mixed records through `model-atlas/inference` with python, js and sh
 * only (what the anchor emits), every request asking its own generation parameters, as a
 * playground or an agent sends them, so no two requests share a shape.
 */
function generationWorkload(): Item[] {
  return mixedWorkload().map((item, i) => ({
    ...item,
    request: { ...item.request, max_tokens: 64 + (i % 997), temperature: (i % 101) / 100, top_p: 0.5 + (i % 50) / 100 },
    options: {},
  }));
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

/**
 * `fresh`: every round gets its own copies of the records (made before the timing), so nothing
 * the engine remembers about a record object it has checked helps a later round.
 */
function measure(label: string, workloadItems: Item[], fresh = false, limit: number | undefined = 20): void {
  const ours: number[] = [];
  const theirs: number[] = [];
  let ourSnippets = 0;
  let theirSnippets = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const items = fresh ? workloadItems.map((item) => ({ ...item, model: structuredClone(item.model) })) : workloadItems;
    const restore = quiet();
    try {
      ours.push(
        time(() => {
          ourSnippets = 0;
          for (const item of items)
            ourSnippets += (
              item.options ? inference.getInferenceSnippets(item.model, item.request, item.options) : getInferenceSnippets(item.model, item.request)
            ).length;
        }),
      );
      if (!process.env.BENCH_SKIP_ANCHOR)
        theirs.push(
          time(() => {
            theirSnippets = 0;
            for (const item of items) {
              const m = item.model as { id: string; pipeline_tag: string; tags: string[] };
              const entry = (item.model.inferenceProviderMapping as { provider: string; providerId: string }[]).find((e) => e.provider === item.provider)!;
              const mapping = { hfModelId: m.id, provider: item.provider, providerId: entry.providerId, status: "live", task: item.task };
              const { streaming, billTo, max_tokens, temperature, top_p } = item.request;
              try {
                theirSnippets += anchor.getInferenceSnippets(m as never, item.provider as never, mapping as never, {
                  streaming,
                  billTo,
                  ...(max_tokens !== undefined && { max_tokens, temperature, top_p }),
                }).length;
              } catch {
                // The anchor throws for a few provider/task pairs; the time still counts.
              }
            }
          }),
        );
    } finally {
      restore();
    }
  }
  const oursPerSecond = (MODELS / median(ours)) * 1000;
  const theirsPerSecond = (MODELS / median(theirs)) * 1000;
  // Each round's ratio, the first (cold caches) left out: rounds alternate, so load that comes and goes hits both sides of a ratio.
  const ratios = ours.slice(1).map((t, i) => theirs[i + 1]! / t);
  if (process.env.BENCH_VERBOSE)
    console.log("rounds (ms): ours", ours.map((t) => t.toFixed(0)).join(" "), "| anchor", theirs.map((t) => t.toFixed(0)).join(" "));
  console.log(
    `\n${label}: ${MODELS} models (40 % chat), ${ROUNDS} rounds (engine ${engineRoot}); snippets per round: ours ${ourSnippets}, @huggingface/inference ${theirSnippets}`,
  );
  console.log(`model-atlas getInferenceSnippets:          ${oursPerSecond.toFixed(0)} sets/s (median ${median(ours).toFixed(1)} ms per round)`);
  console.log(`@huggingface/inference getInferenceSnippets: ${theirsPerSecond.toFixed(0)} sets/s (median ${median(theirs).toFixed(1)} ms per round)`);
  console.log(
    `ratio: median of per-round ratios ${median(ratios).toFixed(1)}x ${limit === undefined || process.env.BENCH_SKIP_ANCHOR ? "(no target: shown for comparison)" : target(label, median(ratios), ">=", limit, "×")}; per round ${ratios.map((r) => r.toFixed(1)).join(" ")}; ratio of medians ${(oursPerSecond / theirsPerSecond).toFixed(1)}x`,
  );
  // The first round starts with empty caches (shapes seen for the first time): shown apart.
  console.log(
    `first round (cold caches): ours ${((MODELS / ours[0]!) * 1000).toFixed(0)} sets/s, anchor ${((MODELS / theirs[0]!) * 1000).toFixed(0)} sets/s, ratio ${(theirs[0]! / ours[0]!).toFixed(1)}x`,
  );
}

// BENCH_ONLY=uncached runs only the last workload (its target is >= 4x).
const only = process.env.BENCH_ONLY;
if (only !== "uncached") {
  measure("workload today (one record in 7 bills acme-org)", workload());
  measure("workload with its own billTo in every record (the cache swaps each organisation into a shared shape)", workload(true));
  measure("mixed workload: hub-sized records, own billTo, /inference with five plugins, mixed languages", mixedWorkload());
}

// The snippet cache switched off: every call validates, plans and renders from the templates,
// as a call whose shape was never seen does. (The id-cache entry shares its chunk with the
// others, so this switches the cache the measured entries use.) Compiled templates are kept.
const { setIdCache } = await load<typeof import("../../engine/inference/id-cache.js")>("idCache");
setIdCache(false);
if (only !== "uncached") measure("mixed workload with the snippet cache off (every call renders)", mixedWorkload(), false, undefined);
measure(
  "mixed records, python/js/sh, own generation parameters per request, snippet cache off, fresh record objects each round",
  generationWorkload(),
  true,
  4,
);
setIdCache(true);

rmSync(outDir, { recursive: true, force: true });
console.log("\nimport and start-up times of the published package: npm run bench -- package");
finish();

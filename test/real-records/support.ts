/**
 * The real-record corpus (test/real-records/*.json, provenance in SOURCES.md) and every surface
 * Model Atlas gives for each record: library snippets, local apps, inference snippets (one set
 * per provider the record maps, `auto` and `hf-inference` when it maps none) and the task page it leads to. The
 * golden walker, the syntax check and the coverage count all read the same list.
 */
import fs from "node:fs";
import path from "node:path";
import {
  getInferenceSnippets,
  getLibrarySnippets,
  getLocalApps,
  getTask,
  LANGUAGE_MODULES,
  type Language,
  type LocalAppResult,
  type ModelRecordInput,
} from "../../engine/index.js";
import { goldenText } from "../local-apps/support.js";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const RECORD_DIR = path.join(ROOT, "test/real-records");
export const GOLDEN_DIR = path.join(ROOT, "test/golden/real-records");

export interface RealRecord {
  /** The file name without `.json`. */
  name: string;
  model: ModelRecordInput;
}

export function realRecords(): RealRecord[] {
  return fs
    .readdirSync(RECORD_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ name: file.slice(0, -".json".length), model: JSON.parse(fs.readFileSync(path.join(RECORD_DIR, file), "utf8")) as ModelRecordInput }));
}

/** The providers a record maps (either form of `inferenceProviderMapping`), or `auto` and `hf-inference`. */
export function providersOf(model: ModelRecordInput): string[] {
  const mapping = model.inferenceProviderMapping as unknown;
  if (Array.isArray(mapping)) return mapping.map((e: { provider: string }) => e.provider);
  if (mapping && typeof mapping === "object") return Object.keys(mapping);
  return ["auto", "hf-inference"];
}

/** One output of one surface: where its golden file lives (relative to the record's folder) and its text. */
export interface SurfaceOutput {
  surface: "library" | "local-app" | "inference" | "task";
  file: string;
  content: string;
  /** The language to parse it with; local apps are shell, the task record is data. */
  language?: Language;
  /** A local app's shell texts, each checked on its own. */
  shell?: string[];
}

export function surfaces(record: RealRecord): SurfaceOutput[] {
  const { model } = record;
  const out: SurfaceOutput[] = [];
  for (const [i, s] of getLibrarySnippets(model).entries()) {
    out.push({ surface: "library", file: `library/${i}.${LANGUAGE_MODULES[s.language].extension}`, content: s.content, language: s.language });
  }
  for (const app of getLocalApps(model)) {
    out.push({ surface: "local-app", file: `local-apps/${app.id}.${app.kind === "deeplink" ? "url" : "sh"}`, content: goldenText(app), shell: shellOf(app) });
  }
  for (const provider of providersOf(model)) {
    const seen = new Map<string, number>();
    for (const s of getInferenceSnippets(model, { provider })) {
      const key = `${s.language}-${s.client}`;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      const file = `inference/${provider}/${key}${n ? `-${n}` : ""}.${LANGUAGE_MODULES[s.language].extension}`;
      out.push({ surface: "inference", file, content: s.content, language: s.language });
    }
  }
  if (model.pipeline_tag !== undefined) {
    const task = getTask(model.pipeline_tag);
    const page = task
      ? { pipeline_tag: model.pipeline_tag, task: task.id, label: task.label, libraries: task.libraries }
      : { pipeline_tag: model.pipeline_tag, task: null };
    out.push({ surface: "task", file: "task.json", content: `${JSON.stringify(page, null, 2)}\n` });
  }
  return out;
}

function shellOf(app: LocalAppResult): string[] {
  return (app.snippets ?? []).flatMap((s) => (s.setup ? [s.setup, s.content] : [s.content]));
}

export function goldenPath(record: RealRecord, output: SurfaceOutput): string {
  return path.join(GOLDEN_DIR, record.name, output.file);
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

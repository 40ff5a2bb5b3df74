/**
 * Cases for the local-app tests: the reference's probe models (GGUF probes are given the
 * file the reference gives them, `Llama-3.2-3B-Instruct-Q4_K_M.gguf`), and the fixtures in
 * test/fixtures/local-apps/ for what the probes do not reach (many quants, split files, an
 * unlabelled file, no file list, a LoRA, a Core ML build, a GPTQ base model).
 */
import fs from "node:fs";
import path from "node:path";
import type { LocalAppResult, ModelRecordInput } from "../../engine/index.js";
import { readReference, ROOT } from "../support/reference.js";

export { ROOT };

export interface ReferenceApp {
  id: string;
  prettyLabel: string;
  docsUrl: string;
  mainTask: string;
  macOSOnly: boolean;
  kind: "deeplink" | "snippet";
  offeredFor: string[];
  anchorOutput: Record<string, unknown>;
}

export interface LocalAppsReference {
  probes: Record<string, ModelRecordInput>;
  count: number;
  apps: ReferenceApp[];
}

export const REFERENCE = readReference<LocalAppsReference>("local-apps.json");

/** The file the reference hands every GGUF probe. */
export const PROBE_FILE = "Llama-3.2-3B-Instruct-Q4_K_M.gguf";

export interface Case {
  name: string;
  model: ModelRecordInput;
  file?: string;
}

export const PROBE_CASES: Case[] = Object.entries(REFERENCE.probes).map(([name, model]) => ({
  name,
  model,
  file: (model as { gguf?: unknown }).gguf ? PROBE_FILE : undefined,
}));

const FIXTURE_DIR = path.join(ROOT, "test/fixtures/local-apps");

export const FIXTURE_CASES: Case[] = fs
  .readdirSync(FIXTURE_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({ name: f.replace(/\.json$/, ""), model: JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, f), "utf8")) }));

export const ALL_CASES: Case[] = [...PROBE_CASES, ...FIXTURE_CASES];

export const GOLDEN_DIR = path.join(ROOT, "test/golden/local-apps");

export function goldenPath(c: Case, app: LocalAppResult): string {
  return path.join(GOLDEN_DIR, c.name, `${app.id}.${app.kind === "deeplink" ? "url" : "sh"}`);
}

/** The golden text of one app: its URL, or each snippet under its title. */
export function goldenText(app: LocalAppResult): string {
  const head = `${app.file ? `# file: ${app.file}${app.quant ? ` (${app.quant})` : ""}\n` : ""}`;
  if (app.kind === "deeplink") return `${app.url}\n${head}`;
  return head + (app.snippets ?? []).map((s) => `### ${s.title}\n${s.setup ? `## setup\n${s.setup}\n## run\n` : ""}${s.content}\n`).join("\n");
}

/** Every shell text the app gives, each to be checked on its own. */
export function shellTexts(app: LocalAppResult): string[] {
  return (app.snippets ?? []).flatMap((s) => (s.setup ? [s.setup, s.content] : [s.content]));
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Reads the reference facts the catalogue is checked against (test/reference/). */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const REFERENCE_DIR = path.join(ROOT, "test/reference");

export interface RefDemoItem {
  type: string;
  label?: string;
  filename?: string;
  data?: Array<{ label: string; score: number }>;
  table?: string[][];
  textLength?: number;
  tokens?: Array<{ start: number; end: number; type: string }>;
}

export interface RefTask {
  id: string;
  defined: boolean;
  label?: string;
  isPlaceholder?: boolean | null;
  canonicalId?: string | null;
  youtubeId?: string | null;
  libraries?: string[];
  widgetModels?: string[];
  datasets?: Array<{ id: string }>;
  models?: Array<{ id: string }>;
  spaces?: Array<{ id: string }>;
  metrics?: Array<{ id: string }>;
  demo?: { inputs: RefDemoItem[]; outputs: RefDemoItem[] };
}

function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, file), "utf8")) as T;
}

export const referenceTasks = read<{ order: string[]; tasks: RefTask[] }>("tasks.json");
export const referenceTaskLibraries = read<{ taskLibraries: Record<string, string[]> }>("task-libraries.json");

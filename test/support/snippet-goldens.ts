/**
 * The golden files of the inference snippets, computed from today's templates: one cell per
 * case × language × client, `test/golden/<area>/<case>/<language>/<client>.<ext>`. The golden
 * tests (test/inference, test/inference/providers, test/inference/chat) compare these cells with their files, and the
 * dev server's golden review (viewer/dev/golden-review-plugin.ts) shows and accepts the same
 * cells, so the two cannot disagree on what a golden file holds or where it lives.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getInferenceSnippets, LANGUAGE_MODULES, type ModelRecordInput, type SnippetRequest } from "../../engine/index.js";
import { CHAT_CASES } from "../inference/chat/cases.js";
import { CASES } from "../inference/cases.js";
import { providerCases } from "../inference/providers/support/cases.js";

/** test/golden/, absolute. */
export const GOLDEN_ROOT = fileURLToPath(new URL("../golden/", import.meta.url));

export type SnippetGoldenArea = "inference" | "providers" | "chat";

export interface GoldenCell {
  area: SnippetGoldenArea;
  /** The case's name inside its area (a provider case is `<provider>/<task>/<mode>`). */
  case: string;
  language: string;
  client: string;
  /** The golden file, absolute. */
  file: string;
  /** The golden file relative to test/golden/, with `/` separators. */
  name: string;
  /** What the golden file must hold: today's snippet, as the test compares it. */
  content: string;
}

interface GoldenCase {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
}

function cellsOf(area: SnippetGoldenArea, cases: GoldenCase[]): GoldenCell[] {
  return cases.flatMap((c) =>
    getInferenceSnippets(c.model, c.request).map((s) => {
      const name = `${area}/${c.name}/${s.language}/${s.client}.${LANGUAGE_MODULES[s.language].extension}`;
      return { area, case: c.name, language: s.language, client: s.client, file: path.join(GOLDEN_ROOT, name), name, content: s.content };
    }),
  );
}

/** test/inference/golden.test.ts: the cases of test/inference/cases.ts. */
export const inferenceGoldenCells = (): GoldenCell[] => cellsOf("inference", CASES);

/** test/inference/providers/golden.test.ts: every provider case, filed under `<provider>/<task>/<mode>`. */
export const providerGoldenCells = (): GoldenCell[] =>
  cellsOf(
    "providers",
    providerCases().map((c) => ({ name: `${c.provider}/${c.task}/${c.mode}`, model: c.model, request: c.request })),
  );

/** test/inference/chat/golden.test.ts: the chat-mode cases. */
export const chatGoldenCells = (): GoldenCell[] => cellsOf("chat", CHAT_CASES);

/**
 * Every snippet golden cell, area by area: what the dev server's golden review loads (by path,
 * through Vite's SSR loader, which knip cannot follow).
 * @public
 */
export const snippetGoldenCells = (): GoldenCell[] => [...inferenceGoldenCells(), ...providerGoldenCells(), ...chatGoldenCells()];

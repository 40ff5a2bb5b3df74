/**
 * Every tool with its handler, in the order of their contracts (./contracts/index.ts). Importing
 * this loads the engine: a surface that only lists tools reads engine/generated/tools.ts instead.
 */
import type { AnyTool } from "./define.js";
import { findLibraries } from "./find-libraries.js";
import { getLibrarySnippetsTool } from "./get-library-snippets.js";
import { getSnippets } from "./get-snippets.js";
import { getTaskTool } from "./get-task.js";
import { getUsageCardTool } from "./get-usage-card.js";
import { listLocalApps } from "./list-local-apps.js";
import { listProviders } from "./list-providers.js";
import { listTasksTool } from "./list-tasks.js";

export const TOOLS = [getUsageCardTool, getSnippets, listProviders, listLocalApps, getTaskTool, findLibraries, getLibrarySnippetsTool, listTasksTool] as const;

const BY_NAME = new Map<string, AnyTool>(TOOLS.map((tool) => [tool.name, tool]));

export function toolNamed(name: string): AnyTool | undefined {
  return BY_NAME.get(name);
}

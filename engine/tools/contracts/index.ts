/**
 * Every tool's contract, in the order the MCP tool list and the OpenAPI document show them. Light:
 * the registry build reads these to write engine/generated/tools.ts and openapi.ts.
 */
import { findLibrariesContract } from "./find-libraries.js";
import { getLibrarySnippetsContract } from "./get-library-snippets.js";
import { getSnippetsContract } from "./get-snippets.js";
import { getTaskContract } from "./get-task.js";
import { getUsageCardContract } from "./get-usage-card.js";
import { listLocalAppsContract } from "./list-local-apps.js";
import { listProvidersContract } from "./list-providers.js";
import { listTasksContract } from "./list-tasks.js";

export const CONTRACTS = [
  getUsageCardContract,
  getSnippetsContract,
  listProvidersContract,
  listLocalAppsContract,
  getTaskContract,
  findLibrariesContract,
  getLibrarySnippetsContract,
  listTasksContract,
] as const;

export type ToolName = (typeof CONTRACTS)[number]["name"];

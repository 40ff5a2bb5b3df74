/** find_libraries (`GET /v1/libraries`): libraries of the registry that match, a page at a time. */
import { taskCatalogue } from "../catalogue/on-demand.js";
import { LOCAL_APPS } from "../local-apps/index.js";
import { searchLibraries, squash } from "../catalogue/library-search.js";
import { findLibrariesContract } from "./contracts/find-libraries.js";
import { defineTool } from "./define.js";
import { ToolArgumentError } from "./errors.js";
import { didYouMeanClause } from "../load/suggest.js";

/** Libraries per page: a page's text and data stay well within the answer budget. */
export const LIBRARY_PAGE = 60;

export const findLibraries = defineTool(findLibrariesContract, async ({ query, task, page = 1 }) => {
  const { getTask, TASK_IDS } = await taskCatalogue();
  if (task !== undefined && !getTask(task))
    throw new ToolArgumentError("task", `${JSON.stringify(task)} is not a task${didYouMeanClause(task, TASK_IDS)}; valid values: ${TASK_IDS.join(", ")}`);
  const all = searchLibraries(query ?? "")
    .filter((l) => !task || l.pipelineTags.includes(task) || (getTask(task)?.libraries ?? []).includes(l.id))
    .map((l) => ({ id: l.id, label: l.prettyLabel, repoUrl: l.repoUrl, ...(l.docsUrl ? { docsUrl: l.docsUrl } : {}), tasks: l.pipelineTags }));
  const pages = Math.max(1, Math.ceil(all.length / LIBRARY_PAGE));
  if (page > pages) throw new ToolArgumentError("page", `${page} is past the last page (${pages})`);
  const libraries = all.slice((page - 1) * LIBRARY_PAGE, page * LIBRARY_PAGE);
  // "llama.cpp" or "ollama" is often meant as the app that runs the model, not a Python library.
  const apps = query ? Object.values(LOCAL_APPS).filter((a) => [a.id, a.prettyLabel].some((name) => squash(name) === squash(query))) : [];
  const lines = libraries.length
    ? libraries.map((l) => `${l.id} (${l.label}): ${l.docsUrl ?? l.repoUrl}${l.tasks.length ? `; tasks ${l.tasks.join(", ")}` : ""}`)
    : ["No library matches; try a shorter query, a task id (find_libraries with task), a file format (gguf, onnx) or a library name."];
  const more =
    pages > 1 ? [`Page ${page} of ${pages} (${all.length} libraries); the rest is left out: pass \`page\` (or narrow with \`query\` or \`task\`).`] : [];
  const text = [
    ...lines,
    ...more,
    ...apps.map((a) => `${a.prettyLabel} is a local app: list_local_apps with app "${a.id}" gives the commands that run a model in it.`),
  ].join("\n");
  return { text, data: { libraries, page, pages, total: all.length, ...(apps.length ? { localApps: apps.map((a) => a.id) } : {}) } };
});

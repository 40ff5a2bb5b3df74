/** list_tasks (`GET /v1/tasks`, REST only): the task catalogue, one line per task. */
import { taskCatalogue } from "../catalogue/on-demand.js";
import { listTasksContract } from "./contracts/list-tasks.js";
import { defineTool } from "./define.js";

export const listTasksTool = defineTool(listTasksContract, async () => {
  const { listTasks } = await taskCatalogue();
  const tasks = listTasks().map((t) => ({ id: t.id, label: t.label, ...(t.summary ? { summary: t.summary } : {}) }));
  return { text: tasks.map((t) => `${t.id}: ${t.label}${t.summary ? ` (${t.summary})` : ""}`).join("\n"), data: { tasks } };
});

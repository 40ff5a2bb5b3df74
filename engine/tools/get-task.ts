/** get_task (`GET /v1/tasks/{id}`): one task of the catalogue. */
import { taskCatalogue } from "../catalogue/on-demand.js";
import { taskPageMarkdown } from "../cards/pages.js";
import { getTaskContract } from "./contracts/get-task.js";
import { defineTool } from "./define.js";
import { ToolArgumentError } from "./errors.js";
import { didYouMeanClause } from "../load/suggest.js";

export const getTaskTool = defineTool(getTaskContract, async (args, ctx) => {
  const { getTask, TASK_IDS } = await taskCatalogue();
  const task = getTask(args.id, { followCanonical: false });
  if (!task)
    throw new ToolArgumentError("id", `${JSON.stringify(args.id)} is not a task${didYouMeanClause(args.id, TASK_IDS)}; valid values: ${TASK_IDS.join(", ")}`);
  return { text: ctx.dataOnly ? "" : taskPageMarkdown(task), data: { task } };
});

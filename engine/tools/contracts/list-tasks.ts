/** The contract of list_tasks (`GET /v1/tasks`, REST only): the task catalogue, one line per task. */
import * as z from "zod/mini";
import { contract } from "./contract.js";

export const listTasksContract = contract({
  name: "list_tasks",
  title: "The task catalogue",
  description: "Every task of the catalogue: its id, label and summary.",
  mcp: false,
  input: z.strictObject({}),
  output: z.object({ tasks: z.array(z.object({ id: z.string(), label: z.string(), summary: z.optional(z.string()) })) }),
});

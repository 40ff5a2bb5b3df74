/** The contract of get_task (`GET /v1/tasks/{id}`): one task of the catalogue. */
import * as z from "zod/mini";
import { TaskRecordSchema } from "../../schema/task.js";
import { contract } from "./contract.js";
import { text } from "./pieces.js";

export const getTaskContract = contract({
  name: "get_task",
  title: "A task of the catalogue",
  description:
    "One ML task (text-generation, text-to-image, automatic-speech-recognition, …): what it does, its libraries and suggested models. An unknown id gets the valid ids back.",
  mcp: true,
  input: z.strictObject({ id: text("task id, e.g. text-to-image") }),
  output: z.object({ task: z.extend(TaskRecordSchema, { about: z.optional(z.string().check(z.describe("the task's longer page, Markdown"))) }) }),
});

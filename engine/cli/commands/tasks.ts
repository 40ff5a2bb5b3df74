/** `model-atlas tasks [id]`: the task catalogue, or one task's record. */
import { listTasks, getTask, TASK_IDS } from "../../catalogue/tasks.js";
import { closest } from "../../load/suggest.js";
import type { TaskRecord } from "../../schema/task.js";
import { expectPositionals, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, fields, json, table } from "../format.js";
import { CliError } from "../io.js";

export const tasksCommand: Command = {
  name: "tasks",
  help: `Usage: model-atlas tasks [task-id] [--own] [--format text|json]

Without an id, lists every task: id, label, and whether the record is a placeholder.
With an id, shows that task. A task another page covers (its record names a canonicalId,
e.g. translation is served by text-generation) is shown as that page, with a line that
says so; --own shows the record stored under the id itself instead.

Examples:
  model-atlas tasks
  model-atlas tasks text-to-image
  model-atlas tasks translation --own
  model-atlas tasks automatic-speech-recognition --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("tasks", argv, { format: { type: "string" }, own: { type: "boolean" } });
    if (values.help) return printHelp(io, this.help);
    expectPositionals("tasks", positionals, ["task-id"], 1);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const id = positionals[0];
    if (id === undefined) {
      const tasks = listTasks();
      io.stdout.write(format === "json" ? json(tasks.map(taskSummary)) : formatTaskList(tasks));
      return 0;
    }
    const own = getTask(id, { followCanonical: false });
    if (!own) {
      const guess = closest(id, TASK_IDS as readonly string[]);
      throw new CliError(EXIT.input, `Unknown task ${JSON.stringify(id)}${guess ? `; did you mean "${guess}"?` : ""}\nRun 'model-atlas tasks' for the list.`);
    }
    const task = values.own ? own : getTask(id)!;
    const alias = task.id === own.id ? undefined : { id: own.id, label: own.label };
    if (format === "json") io.stdout.write(json(alias ? { ...task, servedFor: alias } : task));
    else io.stdout.write(`${alias ? `${aliasNote(alias, task)}\n\n` : ""}${formatTask(task)}`);
    return 0;
  },
};

/** The line that says the asked-for task is shown as the page that covers it. */
export function aliasNote(alias: { id: string; label: string }, page: TaskRecord): string {
  return `${alias.label} (${alias.id}) is served by the ${page.label} page (${page.id}): ${alias.id} names it as its canonical task.\nRun 'model-atlas tasks ${alias.id} --own' for the ${alias.id} record itself.`;
}

function taskSummary(task: TaskRecord) {
  return { id: task.id, label: task.label, isPlaceholder: task.isPlaceholder, ...(task.canonicalId && { canonicalId: task.canonicalId }) };
}

export function formatTaskList(tasks: readonly TaskRecord[]): string {
  const rows = tasks.map((t) => [t.id, t.label, t.canonicalId ? `see ${t.canonicalId}` : t.isPlaceholder ? "placeholder" : ""]);
  return `${table([["ID", "LABEL", "NOTE"], ...rows])}\n${tasks.length} task${tasks.length === 1 ? "" : "s"}\n`;
}

export function formatTask(task: TaskRecord): string {
  const refs = (list: readonly { id: string }[]) => (list.length ? list.map((r) => r.id).join(", ") : undefined);
  const head = fields([
    ["Task", task.id],
    ["Label", task.label],
    ["Placeholder", task.isPlaceholder ? "yes" : undefined],
    ["Libraries", task.libraries.join(", ")],
    ["Models", refs(task.models)],
    ["Datasets", refs(task.datasets)],
    ["Spaces", refs(task.spaces)],
    ["Metrics", refs(task.metrics)],
    ["Widget models", task.widgetModels.join(", ")],
    ["Video", task.youtubeId ? `https://www.youtube.com/watch?v=${task.youtubeId}` : undefined],
  ]);
  return `${head}\n${task.summary ? `\n${task.summary.trim()}\n` : ""}`;
}

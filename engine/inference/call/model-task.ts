/**
 * The task a model's snippets are for, and where it came from. A record's `pipeline_tag`
 * decides when it has one. A record without it (the hub's answer to
 * `?expand=inferenceProviderMapping` holds only the id and the mapping) still says what the
 * model does: each provider's entry names the task it serves the model for, `conversational`
 * for chat. That task is used then, and the snippets say so (`Snippet.taskSource`).
 */
import type { ModelRecord, ProviderMappingEntry } from "../../schema/model.js";
import type { TaskSource } from "../../schema/snippet.js";
import { CHAT_PIPELINES, PIPELINE_TEMPLATES } from "./pipeline-tables.js";

export interface ModelTask {
  /** The pipeline whose templates and inputs the snippets use. */
  task: string;
  /** Chat snippets (the conversational templates) rather than the pipeline's own. */
  conversational: boolean;
  /** Set when the task did not come from `pipeline_tag`. */
  source?: TaskSource;
}

/** The mapping's name for chat; it is text generation with the chat templates. */
const CHAT_TASK = "conversational";

/** Whether snippets exist for a task named by a mapping entry. */
const known = (task: string) => task === CHAT_TASK || Object.hasOwn(PIPELINE_TEMPLATES, task);

/**
 * The task for `providerId`'s snippets, or undefined when neither `pipeline_tag` nor the
 * mapping names one snippets exist for. From the mapping: the provider's own entry when it
 * has one; otherwise the live entries (all entries when none is live), chat first, since a
 * model some provider serves for chat is a chat model. Entries naming a task without snippets
 * are passed over.
 */
export function modelTask(model: ModelRecord, providerId: string): ModelTask | undefined {
  const tag = model.pipeline_tag;
  if (tag) {
    // Text generation is chat only for models tagged so; image-text-to-text has no other template.
    const conversational = CHAT_PIPELINES.has(tag) && (tag === "image-text-to-text" || (model.tags ?? []).includes("conversational"));
    return { task: tag, conversational };
  }
  const entries = model.inferenceProviderMapping ?? [];
  const own = entries.filter((e) => e.provider === providerId && known(e.task));
  const live = entries.filter((e) => e.status === "live" && known(e.task));
  const pool = own.length ? own : live.length ? live : entries.filter((e) => known(e.task));
  const first = pool.find((e) => e.task === CHAT_TASK) ?? pool[0];
  if (!first) return undefined;
  const conversational = first.task === CHAT_TASK;
  const task = conversational ? "text-generation" : first.task;
  return { task, conversational, source: sourceOf(first.task, task, pool) };
}

function sourceOf(mappingTask: string, pipeline: string, pool: readonly ProviderMappingEntry[]): TaskSource {
  return {
    field: "inferenceProviderMapping",
    mappingTask,
    pipeline,
    conversational: mappingTask === CHAT_TASK,
    providers: pool.filter((e) => e.task === mappingTask).map((e) => e.provider),
  };
}

/** One line that says where the task came from, for people (the command line, the viewer). */
export function describeTaskSource(source: TaskSource): string {
  const what = source.conversational ? `${source.pipeline} (chat)` : source.pipeline;
  return `Task ${what}: the record has no pipeline_tag, so it comes from inferenceProviderMapping, where ${source.providers.join(", ")} list${source.providers.length === 1 ? "s" : ""} the model for "${source.mappingTask}".`;
}

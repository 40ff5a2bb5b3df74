/**
 * What every surface should state about a raw hub record, derived here from the rules of the
 * model plan without the engine: the provider table is a copy of the reference facts
 * (test/fixtures/agreement/providers.json), so a wrong engine table cannot make this agree with it.
 */
import fs from "node:fs";
import path from "node:path";

const FACTS = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/agreement/providers.json"), "utf8")) as {
  providers: Record<string, string[]>;
};

/** provider id -> the tasks it defines a call for (`conversational` is chat). */
export const PROVIDER_TASKS: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(FACTS.providers).map(([id, tasks]) => [id, new Set(tasks)]));

const CHAT = "conversational";

/** task -> the hub SDK clients that have a call for it: outside chat, provider auto is only theirs. */
export const AUTO_SDK_CLIENTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(
    (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/agreement/auto-sdk-clients.json"), "utf8")) as { tasks: Record<string, string[]> })
      .tasks,
  ),
);

/** Tasks with a hosted call shape: every task a provider defines, and the two chat pipelines. */
export const HOSTED_TASKS: ReadonlySet<string> = new Set([
  ...[...PROVIDER_TASKS.values()].flatMap((tasks) => [...tasks]).filter((t) => t !== CHAT),
  "text-generation",
  "image-text-to-text",
]);

export interface MappingEntry {
  provider: string;
  providerId?: string;
  status?: string;
  task?: string;
}

export type Kind = "chat" | "completion" | "task" | "none";

/** The facts the surfaces are compared on. */
export interface Expected {
  task: { id: string; source: "pipeline_tag" | "inferenceProviderMapping"; mappingTask?: string } | null;
  kind: Kind;
  mapping: "given" | "not-given";
  callable: { id: string; status?: string }[];
  unknown: string[];
  /** Plan warnings that every CLI note and card must carry. */
  warnings: { mappingNotGiven: boolean; unknownProvider: boolean; staging: boolean; ggufNotServed: boolean; noPipelineTag: boolean; noProvider: boolean };
}

/** The plan's stable warning codes for these warnings, sorted. */
export function warningCodes(w: Expected["warnings"]): string[] {
  const codes: [boolean, string][] = [
    [w.mappingNotGiven, "mapping-not-given"],
    [w.unknownProvider, "unknown-provider"],
    [w.staging, "staging"],
    [w.ggufNotServed, "gguf-not-served"],
    [w.noPipelineTag, "no-pipeline-tag"],
    [w.noProvider, "no-provider"],
  ];
  return codes
    .filter(([on]) => on)
    .map(([, code]) => code)
    .sort();
}

type Raw = Record<string, unknown>;

/** Both forms of `inferenceProviderMapping` (a dict by provider, or a list of entries) as entries. */
export function mappingEntries(record: Raw): MappingEntry[] {
  const mapping = record.inferenceProviderMapping;
  if (Array.isArray(mapping)) return mapping.map((e) => e as MappingEntry);
  if (mapping && typeof mapping === "object")
    return Object.entries(mapping as Record<string, Omit<MappingEntry, "provider">>).map(([provider, e]) => ({ ...e, provider }));
  return [];
}

const tagsOf = (record: Raw): string[] => (Array.isArray(record.tags) ? (record.tags as string[]) : []);

function taskOf(record: Raw, entries: MappingEntry[]): Expected["task"] {
  const tag = record.pipeline_tag;
  if (typeof tag === "string" && tag !== "") return { id: tag, source: "pipeline_tag" };
  const withCall = entries.filter((e) => e.task === CHAT || HOSTED_TASKS.has(e.task ?? ""));
  const live = withCall.filter((e) => e.status === "live");
  const pool = live.length ? live : withCall;
  const first = pool.find((e) => e.task === CHAT) ?? pool[0];
  if (!first) return null;
  return { id: first.task === CHAT ? "text-generation" : first.task!, source: "inferenceProviderMapping", mappingTask: first.task! };
}

function kindOf(record: Raw, task: Expected["task"]): Kind {
  if (!task) return "none";
  if ((task.id === "text-generation" && tagsOf(record).includes(CHAT)) || task.id === "image-text-to-text" || task.mappingTask === CHAT) return "chat";
  if (task.id === "text-generation") return "completion";
  return HOSTED_TASKS.has(task.id) ? "task" : "none";
}

export function expectedPlan(record: Raw): Expected {
  const given = record.inferenceProviderMapping !== undefined && record.inferenceProviderMapping !== null;
  const entries = mappingEntries(record);
  const task = taskOf(record, entries);
  const kind = kindOf(record, task);
  const callTask = kind === "chat" ? CHAT : kind === "none" ? undefined : task?.id;
  const unknownEntries = entries.filter((e) => !PROVIDER_TASKS.has(e.provider));
  let callable: Expected["callable"];
  if (given) {
    const served = entries
      .filter((e) => callTask !== undefined && PROVIDER_TASKS.get(e.provider)?.has(callTask))
      .map((e) => ({ id: e.provider, ...(e.status ? { status: e.status } : {}) }));
    // The router's chat route also serves the providers this version does not know.
    const unknownForChat = unknownEntries.some((e) => e.task === undefined || e.task === CHAT);
    callable = kind === "chat" && (served.length || unknownForChat) ? [{ id: "auto" }, ...served] : served;
  } else {
    // Outside chat, auto is the hub SDKs' own pick of a provider: callable only where they have a call.
    callable = kind === "chat" || (kind !== "none" && AUTO_SDK_CLIENTS.has(task!.id)) ? [{ id: "auto" }] : [];
  }
  const gguf = tagsOf(record).includes("gguf") || record.library_name === "gguf";
  return {
    task,
    kind,
    mapping: given ? "given" : "not-given",
    callable,
    unknown: unknownEntries.map((e) => e.provider),
    warnings: {
      // A record with neither a pipeline_tag nor a mapping names no task: the mapping would.
      mappingNotGiven: !given && (kind !== "none" || !task),
      unknownProvider: unknownEntries.length > 0,
      staging: callable.some((c) => c.status !== undefined && c.status !== "live"),
      ggufNotServed: gguf && !given,
      noPipelineTag: task?.source === "inferenceProviderMapping",
      noProvider: given && entries.length === 0 && kind !== "none",
    },
  };
}

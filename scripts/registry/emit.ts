/** Turns the validated registry input into the TypeScript modules under engine/generated/. */
import { CHAT_MODE_DEFINITIONS, PLUGIN_MODES } from "../../engine/inference/chat/mode-definitions.js";
import { GENERATED_HEADER, type GeneratedFile, type RegistryInput } from "./types.js";
import { compileTemplate } from "./compile-template.js";
import { compileTemplateData } from "./compile-template-data.js";
import { writeTemplates } from "./template-text.js";

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function inlineTemplateKey(libraryId: string, index: number): string {
  return `libraries/${libraryId}/inline-${index}`;
}

/**
 * Template folders that are not languages, each compiled to its own module; every other folder
 * (python, js, sh and any language added later, with their partials) holds one language's
 * inference templates, compiled to a module of its own (`inferenceModulePath`).
 */
const FAMILY_MODULES: Record<string, { path: string; from: string }> = {
  libraries: { path: "engine/generated/library-templates.ts", from: "templates/libraries/**/*.hbs and inline library templates" },
  "local-apps": { path: "engine/generated/local-app-templates.ts", from: "templates/local-apps/**/*.hbs" },
};

/**
 * Clients whose templates ride with a plugin of their own rather than their language's
 * (engine/languages/<module>-plugin.ts): `<language>/<client>/*` and the client's partials
 * `<language>/_partials/<client>-*` go to inference-templates/<module>.ts.
 */
const CLIENT_MODULES: Record<string, string> = { "sh/httpie": "httpie" };

/**
 * The inference module a template key belongs to: its client's own module or its language's, or
 * for a mode template (and the partials only those use) the chat modes' module: the chat-modes
 * plugin's for python, js and sh, `<module>-chat-modes` for the others.
 */
function inferenceModuleOf(key: string, modeKeys: ReadonlySet<string>): string {
  const [language, folder, name] = key.split("/");
  const client = folder === "_partials" ? `${language}/${name!.split("-")[0]}` : `${language}/${folder}`;
  const module = Object.hasOwn(CLIENT_MODULES, client) ? CLIENT_MODULES[client]! : language!;
  if (!modeKeys.has(key)) return module;
  return CHAT_MODE_LANGUAGES.includes(module) ? CHAT_MODES_MODULE : `${module}${PACK_SUFFIX}`;
}

/** The template files an inference module is compiled from, for its header. */
function moduleSources(module: string): string {
  if (module === CHAT_MODES_MODULE)
    return `templates/{${CHAT_MODE_LANGUAGES.join(",")}}/**/{${PLUGIN_TEMPLATES.join(",")}}*.hbs and the partials only those use`;
  if (module.endsWith(PACK_SUFFIX))
    return `the {${PLUGIN_TEMPLATES.join(",")}}*.hbs templates of ${moduleSources(module.slice(0, -PACK_SUFFIX.length))} and the partials only those use`;
  const client = Object.keys(CLIENT_MODULES).find((c) => CLIENT_MODULES[c] === module);
  if (!client) return `templates/${module}/**/*.hbs`;
  const [language, name] = client.split("/");
  return `templates/${client}/**/*.hbs and templates/${language}/_partials/${name}-*.hbs`;
}

/**
 * The chat modes beyond plain chat (tools, structured output, the Responses API) ride with the
 * chat-modes plugin (engine/inference/chat/plugin.ts), not with the languages: the templates
 * named for a mode, and the partials only such templates use (directly or through other such
 * partials), go to inference-templates/chat-modes.ts for the built-in languages, and to
 * inference-templates/<module>-chat-modes.ts for a plugin language or client (go, …, httpie),
 * imported only by its chat-modes pack (engine/languages/<module>-chat-modes.ts): a bundle
 * carries a language's mode templates only when it imports both the language and its pack.
 */
const CHAT_MODE_LANGUAGES = ["python", "js", "sh"];
const CHAT_MODES_MODULE = "chat-modes";
const PACK_SUFFIX = "-chat-modes";
/** The plugin modes' template names (the chat-mode table's `template`); `responses` covers `responsesTools…` too. */
const PLUGIN_TEMPLATES = PLUGIN_MODES.map((m) => m.template);
const MODE_TEMPLATE = new RegExp(`^(${PLUGIN_TEMPLATES.join("|")})([A-Z]|$)`);

/** The keys of `keys` that go to the chat-modes module. */
function chatModeKeys(keys: readonly string[], sources: ReadonlyMap<string, string>): Set<string> {
  const modes = new Set<string>();
  const partials = new Map<string, Set<string>>();
  for (const key of keys) {
    const [, folder, name] = key.split("/") as [string, string, string];
    if (folder === "_partials") partials.set(key, new Set());
    else if (MODE_TEMPLATE.test(name)) modes.add(key);
  }
  // Who uses each partial by name (`{{> name`); a partial chosen by an expression has no named user and stays.
  for (const key of keys) {
    const language = key.split("/")[0]!;
    for (const [, name] of sources.get(key)!.matchAll(/\{\{>\s*([\w-]+)/g)) partials.get(`${language}/_partials/${name}`)?.add(key);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [partial, users] of partials) {
      if (modes.has(partial) || users.size === 0 || ![...users].every((u) => modes.has(u))) continue;
      modes.add(partial);
      grew = true;
    }
  }
  return modes;
}

/** Where a language's compiled inference templates go: its plugin imports them (engine/languages/<language>/plugin.ts). */
export function inferenceModulePath(language: string): string {
  return `engine/generated/inference-templates/${language}.ts`;
}

/**
 * Compiled templates go to one module per kind: library snippet templates (also the inline
 * ones), local-app templates, and the inference templates of each language. The engine loads each
 * only where it renders that kind, so a bundle of the inference snippets carries no library
 * template and the reverse, and a language's templates ride only with its plugin. A new language
 * folder gets its own inference module by itself.
 */
export function emitTemplates(input: RegistryInput): GeneratedFile[] {
  const sources = new Map<string, string>();
  for (const [key, { source }] of input.templates) sources.set(key, source);
  for (const { entry } of input.libraries) {
    entry.snippets.forEach((snippet, i) => {
      if (snippet.template !== undefined) sources.set(inlineTemplateKey(entry.id, i), snippet.template);
    });
  }
  const keys = [...sources.keys()].sort();
  const head = (key: string) => key.split("/")[0]!;
  const inferenceKeys = keys.filter((k) => !Object.hasOwn(FAMILY_MODULES, head(k)));
  const modeKeys = chatModeKeys(inferenceKeys, sources);
  const moduleOf = (key: string) => inferenceModuleOf(key, modeKeys);
  const languages = [...new Set(inferenceKeys.map(moduleOf))].sort();
  const inference = languages.map((language) => {
    const group = inferenceKeys.filter((k) => moduleOf(k) === language);
    const data = writeTemplates(Object.fromEntries(group.map((key) => [key, compileTemplateData(sources.get(key)!)])));
    return {
      path: inferenceModulePath(language),
      content:
        GENERATED_HEADER(moduleSources(language)) +
        "/**\n * Every template (its key first) in the text form of engine/template-runtime/template-text.ts, one string:\n" +
        " * importing this module parses no function. engine/template-runtime/template-data.ts builds them on first use.\n */\n" +
        `export const TEMPLATE_DATA = ${stringLiteral(data)};\n`,
    };
  });
  const families = Object.values(FAMILY_MODULES).map((module) => {
    const group = keys.filter((key) => FAMILY_MODULES[head(key)] === module);
    return {
      path: module.path,
      content:
        GENERATED_HEADER(module.from) +
        `import type { TemplateFn } from "../template-runtime/runtime.js";\n\n` +
        `export const TEMPLATE_KEYS = ${json(group)};\n\n` +
        "/** Each template compiled to a function over the runtime in engine/template-runtime/runtime.ts. */\n" +
        `export const TEMPLATE_SPECS: Record<string, TemplateFn> = {\n${group.map((key) => `  ${JSON.stringify(key)}: ${compileTemplate(sources.get(key)!)},`).join("\n")}\n};\n`,
    };
  });
  return [...inference, emitChatModeTable(inferenceKeys), ...families];
}

/**
 * Which chat modes (of the chat-mode table, engine/inference/chat/mode-definitions.ts) each client has a template for, from the template keys alone, so a page can
 * say which languages offer which mode without rendering (engine/inference/chat/mode-table.ts
 * reads it): `language/client` → mode → whether the streamed template exists too. The Responses
 * API with tools has its own templates (`responsesTools*`); a client offering `responses` has them.
 */
function emitChatModeTable(inferenceKeys: readonly string[]): GeneratedFile {
  const keys = new Set(inferenceKeys.filter((k) => k.split("/")[1] !== "_partials"));
  const clients = [...new Set([...keys].map((k) => k.split("/").slice(0, 2).join("/")))].sort();
  const table: Record<string, Record<string, { streaming: boolean }>> = {};
  for (const client of clients) {
    const modes: Record<string, { streaming: boolean }> = {};
    for (const { id, template } of CHAT_MODE_DEFINITIONS) {
      if (keys.has(`${client}/${template}`)) modes[id] = { streaming: keys.has(`${client}/${template}Stream`) };
    }
    if (Object.keys(modes).length) table[client] = modes;
  }
  return {
    path: "engine/generated/chat-mode-table.ts",
    content:
      GENERATED_HEADER(`the names of templates/<language>/<client>/{${CHAT_MODE_DEFINITIONS.map((m) => m.template).join(",")}}{,Stream}.hbs`) +
      "/** `language/client` → each chat mode it has a template for → whether it streams that mode too. */\n" +
      "export const CHAT_MODE_TABLE: Readonly<Record<string, Readonly<Record<string, { readonly streaming: boolean }>>>> = {\n" +
      `${Object.entries(table)
        .map(([client, modes]) => `  ${JSON.stringify(client)}: ${JSON.stringify(modes)},\n`)
        .join("")}};\n`,
  };
}

/** `text` as the shorter of a double- and a single-quoted JavaScript string literal. */
function stringLiteral(text: string): string {
  const double = JSON.stringify(text);
  const single = `'${text
    .replace(/\\/g, "\\\\")
    .replace(/'/g, "\\'")
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")}'`;
  return single.length < double.length ? single : double;
}

export function emitLibraries(input: RegistryInput): GeneratedFile {
  const entries = input.libraries.map(({ entry }) => entry);
  const ids = entries.map((e) => e.id);
  // library → tasks comes from each entry's pipelineTags; task → libraries is its inverse.
  const libraryTasks: Record<string, string[]> = {};
  const taskLibraries: Record<string, string[]> = {};
  for (const e of entries) {
    if (e.pipelineTags.length) libraryTasks[e.id] = [...e.pipelineTags].sort();
    for (const tag of e.pipelineTags) (taskLibraries[tag] ??= []).push(e.id);
  }
  const sortedTaskLibraries = Object.fromEntries(
    Object.keys(taskLibraries)
      .sort()
      .map((k) => [k, taskLibraries[k]!.sort()]),
  );
  return {
    path: "engine/generated/libraries.ts",
    content:
      GENERATED_HEADER("libraries/*.yaml") +
      `import type { LibraryEntry } from "../schema/library.js";\n\n` +
      `export const LIBRARY_IDS = ${json(ids)} as const;\n\n` +
      `export type LibraryId = (typeof LIBRARY_IDS)[number];\n\n` +
      `export const LIBRARIES: Record<LibraryId, LibraryEntry> = ${json(Object.fromEntries(entries.map((e) => [e.id, e])))};\n\n` +
      `/** library → tasks, from each entry's pipelineTags. */\n` +
      `export const LIBRARY_TASKS: Partial<Record<LibraryId, readonly string[]>> = ${json(libraryTasks)};\n\n` +
      `/** task → libraries whose pipelineTags name it (the inverse of LIBRARY_TASKS). */\n` +
      `export const TASK_LIBRARIES_FROM_TAGS: Record<string, readonly LibraryId[]> = ${json(sortedTaskLibraries)};\n`,
  };
}

/**
 * The task catalogue, and apart from it the library → tasks table the library registry reads:
 * a service that writes snippets then starts without loading the catalogue's 160 KB.
 */
export function emitTasks(input: RegistryInput): GeneratedFile[] {
  const records = input.tasks.map(({ record }) => record);
  // task → libraries comes from each task record; library → tasks is its inverse.
  const libraryCatalogueTasks: Record<string, string[]> = {};
  for (const r of records) for (const lib of r.libraries) (libraryCatalogueTasks[lib] ??= []).push(r.id);
  const sorted = Object.fromEntries(
    Object.keys(libraryCatalogueTasks)
      .sort()
      .map((k) => [k, libraryCatalogueTasks[k]!.sort()]),
  );
  return [
    {
      path: "engine/generated/tasks.ts",
      content:
        GENERATED_HEADER("tasks/*/task.yaml and tasks/*/about.md") +
        `import type { TaskRecord } from "../schema/task.js";\n\n` +
        `export const TASK_IDS = ${json(records.map((r) => r.id))} as const;\n\n` +
        `export type TaskId = (typeof TASK_IDS)[number];\n\n` +
        `export const TASKS_DATA: Record<TaskId, TaskRecord> = ${json(Object.fromEntries(records.map((r) => [r.id, r])))};\n`,
    },
    {
      path: "engine/generated/library-catalogue-tasks.ts",
      content:
        GENERATED_HEADER("tasks/*/task.yaml") +
        `import type { TaskId } from "./tasks.js";\n\n` +
        `/** library → tasks whose records list it (the inverse of each task's libraries). */\n` +
        `export const LIBRARY_CATALOGUE_TASKS: Record<string, readonly TaskId[]> = ${json(sorted)};\n`,
    },
  ];
}

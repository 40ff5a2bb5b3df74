/**
 * Library snippets: the few lines that load a model with its own library.
 *
 * How it works
 * - `getLibrarySnippets(model)` looks the library up by `model.library_name` (an unknown or
 *   missing library gives `[]`) and renders each entry of the library's `snippets:` list,
 *   in order. A snippet is `{name?, language, template}` (inline; compiled by the registry
 *   build under the key `libraries/<id>/inline-<n>`, n = its index in the list) or
 *   `{name?, language, file}` (`templates/libraries/<id>/<file>.hbs`). It is rendered with
 *   the helpers of its `language` (python, js or sh).
 * - Template context: `{ model, ...pluginContext }`. `model` is the normalised record
 *   (see ../schema/snippet-model.ts): every optional field is filled ("" or []), `model.widget` is the first
 *   widget entry, `model.files` the repository file names, `model.cardData.base_model` the
 *   first base model (all of them in `base_models`). Templates print values only through
 *   `str`, `lit`, `comment`…; `{{code.x}}` is for code a plugin built with those helpers.
 * - `plugin: <name>` in the YAML adds a pure plugin from engine/plugins/ (listed in
 *   engine/plugins/index.ts): `context(model)` gives extra values, or `{error}` to replace
 *   the whole output with one message; `select(model)` leaves snippets out (`false`) or
 *   replaces one by a message (a string). No hook rewrites rendered code: what a snippet says is
 *   its template's, with values from the context.
 * - A message is returned as a snippet whose content is a one-line comment in the
 *   snippet's language (`# Type of model unknown`), with the bare text in `message`, so a
 *   viewer can show it as a notice while the code stays valid.
 *
 * - Output is tidied: leading blank lines dropped, exactly one trailing newline.
 *
 * Return shape: `LibrarySnippet[]` (a `Snippet` whose `client` is the library id, plus
 * `library`, `name`, `message`); `getLibrarySnippetStrings(model)` gives just the contents.
 *
 * Adding a library's snippets: list them in libraries/<id>.yaml, run `npm run registry`, add
 * a model record `test/fixtures/models/<id>.json` (more cases as `<id>--<case>.json`) and
 * write the golden files with `npx vitest run test/library-snippets --update`; they land in
 * `test/golden/libraries/<id>/[<case>/]<n>.<ext>`, n = the snippet's position in the output.
 */
import { getLibrary, listLibraries } from "../registry/libraries.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import { libraryTemplates } from "../render/library-templates.js";
import type { ModelRecordInput } from "../schema/model.js";
import type { Language, Snippet } from "../schema/snippet.js";
import type { LibraryEntry, LibrarySnippetSpec } from "../schema/library.js";
import { PLUGINS } from "../plugins/index.js";
import { isPluginError, type LibraryPlugin } from "../plugins/types.js";
import { normaliseModel, type SnippetModel } from "../schema/snippet-model.js";

export interface LibrarySnippet extends Snippet {
  /** The library id (also in `client`, so library and inference snippets share a shape). */
  library: string;
  /** The snippet's name from the YAML, e.g. "pipeline". */
  name?: string;
  /** Set when the snippet is a message instead of code; `content` is then that comment. */
  message?: string;
}

export { normaliseModel, type SnippetModel } from "../schema/snippet-model.js";

let byLowerCaseId: Map<string, LibraryEntry> | undefined;

/** The library entry a model uses, matched by id (exactly, then ignoring case). */
export function libraryForModel(libraryName: string | undefined): LibraryEntry | undefined {
  if (!libraryName) return undefined;
  byLowerCaseId ??= new Map(listLibraries().map((l) => [l.id.toLowerCase(), l]));
  return getLibrary(libraryName) ?? byLowerCaseId.get(libraryName.toLowerCase());
}

export function getLibrarySnippets(input: ModelRecordInput): LibrarySnippet[] {
  // A library_name that is not a string fails with the record's validation error, not a TypeError.
  if (input.library_name !== undefined && typeof input.library_name !== "string") normaliseModel(input);
  const library = libraryForModel(input.library_name);
  if (!library || library.snippets.length === 0) return [];
  return renderLibrarySnippets(library, input, pluginOf(library));
}

/**
 * Whether `getLibrarySnippets(input)` gives any code (a snippet that is not a message), found
 * without rendering: the model plan asks this of every model, most of which want no library code.
 */
export function hasLibraryCode(input: ModelRecordInput): boolean {
  if (input.library_name !== undefined && typeof input.library_name !== "string") normaliseModel(input);
  const library = libraryForModel(input.library_name);
  if (!library || library.snippets.length === 0) return false;
  const plugin = pluginOf(library);
  const model = normaliseModel(input);
  if (isPluginError(plugin?.context?.(model) ?? {})) return false;
  const selection = plugin?.select?.(model) ?? {};
  return library.snippets.some((spec) => {
    const decision = decisionOf(spec, selection);
    return decision !== false && typeof decision !== "string";
  });
}

function pluginOf(library: LibraryEntry): LibraryPlugin | undefined {
  const plugin = library.plugin && Object.hasOwn(PLUGINS, library.plugin) ? PLUGINS[library.plugin] : undefined;
  if (library.plugin && !plugin) throw new Error(`plugin ${library.plugin} of library ${library.id} is not listed in engine/plugins/index.ts`);
  return plugin;
}

/** What a plugin's `select` says of one snippet: leave it out (false), a message (a string), or nothing. */
const decisionOf = (spec: LibrarySnippetSpec, selection: Record<string, string | false>) =>
  spec.name !== undefined && Object.hasOwn(selection, spec.name) ? selection[spec.name] : undefined;

/** Renders one library entry's snippets for a model, with the given plugin (if any). */
export function renderLibrarySnippets(library: LibraryEntry, input: ModelRecordInput, plugin?: LibraryPlugin): LibrarySnippet[] {
  const model = normaliseModel(input);
  const base = { client: library.id, library: library.id };
  const context = plugin?.context?.(model) ?? {};
  if (isPluginError(context)) {
    const language = library.snippets[0]!.language;
    return [{ ...base, language, content: messageContent(language, context.error), message: context.error }];
  }
  const selection = plugin?.select?.(model) ?? {};
  const out: LibrarySnippet[] = [];
  library.snippets.forEach((spec, index) => {
    const decision = decisionOf(spec, selection);
    if (decision === false) return;
    const named = spec.name === undefined ? {} : { name: spec.name };
    if (typeof decision === "string") {
      out.push({ ...base, ...named, language: spec.language, content: messageContent(spec.language, decision), message: decision });
      return;
    }
    const content = render(library.id, spec, index, { ...context, model });
    out.push({ ...base, ...named, language: spec.language, content });
  });
  return out;
}

/** The snippets' code only, as the issue's API describes it. */
export function getLibrarySnippetStrings(input: ModelRecordInput): string[] {
  return getLibrarySnippets(input).map((s) => s.content);
}

export function librarySnippetTemplateKey(libraryId: string, spec: LibrarySnippetSpec, index: number): string {
  return spec.file === undefined ? `libraries/${libraryId}/inline-${index}` : `libraries/${libraryId}/${spec.file}`;
}

function render(libraryId: string, spec: LibrarySnippetSpec, index: number, context: Record<string, unknown> & { model: SnippetModel }): string {
  const template = libraryTemplates.get(spec.language, librarySnippetTemplateKey(libraryId, spec, index));
  return tidy(template(context));
}

/** One trailing newline, no leading blank lines: templates need not be careful about either. */
function tidy(code: string): string {
  return `${code.replace(/^\s*\n/, "").trimEnd()}\n`;
}

function messageContent(language: Language, message: string): string {
  return `${LANGUAGE_MODULES[language].comment(message)}\n`;
}

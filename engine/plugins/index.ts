/**
 * The plugin table. Explicit on purpose: a plugin is in use only when it is listed here
 * and a library's YAML names it (`plugin: <name>`); nothing is discovered at run time.
 * A test checks that every name used in libraries/*.yaml is in this table.
 */
import { peft } from "./peft.js";
import { transformers } from "./transformers.js";
import type { LibraryPlugin } from "./types.js";

const ALL: LibraryPlugin[] = [peft, transformers];

export const PLUGINS: Readonly<Record<string, LibraryPlugin>> = Object.fromEntries(ALL.map((p) => [p.name, p]));

export type { LibraryPlugin, PluginContext, PluginError, SnippetSelection } from "./types.js";

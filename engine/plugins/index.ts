/**
 * The plugin table. Explicit on purpose: a plugin is in use only when it is listed here
 * and a library's YAML names it (`plugin: <name>`); nothing is discovered at run time.
 * A test checks that every name used in libraries/*.yaml is in this table and the reverse.
 */
import { audiocraft } from "./audiocraft.js";
import { diffusers } from "./diffusers.js";
import { diffusionkit } from "./diffusionkit.js";
import { espnet } from "./espnet.js";
import { llamaCppPython } from "./llama-cpp-python.js";
import { mlx } from "./mlx.js";
import { nemo } from "./nemo.js";
import { outetts } from "./outetts.js";
import { peft } from "./peft.js";
import { sklearn } from "./sklearn.js";
import { speechbrain } from "./speechbrain.js";
import { transformers } from "./transformers.js";
import { transformersJs } from "./transformers-js.js";
import { ultralytics } from "./ultralytics.js";
import type { LibraryPlugin } from "./types.js";

const ALL: LibraryPlugin[] = [
  audiocraft,
  diffusers,
  diffusionkit,
  espnet,
  llamaCppPython,
  mlx,
  nemo,
  outetts,
  peft,
  sklearn,
  speechbrain,
  transformers,
  transformersJs,
  ultralytics,
];

export const PLUGINS: Readonly<Record<string, LibraryPlugin>> = Object.fromEntries(ALL.map((p) => [p.name, p]));

export type { LibraryPlugin, PluginContext, PluginError, SnippetSelection } from "./types.js";

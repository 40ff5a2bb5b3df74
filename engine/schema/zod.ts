/**
 * The YAML sources (libraries, tasks, local apps) are validated with the tree-shakable
 * `zod/mini` build; model records and snippet requests, on the inference path, with the small
 * checkers of ./check.ts, so `model-atlas/inference` holds no zod. The full build, or a
 * re-exported namespace of the mini one, costs about 20–30 ms of import time, most of the
 * engine's start-up. Schema files import `zod/mini` as a namespace used only through static
 * names (`z.string()`), which bundlers shake down to what is used.
 *
 * `zod/mini` ships without a locale (and `z.locales` would pull in every language), so every
 * schema module calls `useEnglishMessages()` when it loads. A call, not a bare side-effect
 * import: the package says `"sideEffects": false`, which lets a bundler drop a module imported
 * only for its effect, but never a call made by a module whose exports are used.
 */
import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

let english = false;

/** Sets zod's error messages to English; only the first call does anything. */
export function useEnglishMessages(): void {
  if (english) return;
  config(en());
  english = true;
}

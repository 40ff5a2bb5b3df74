/**
 * The engine validates with the tree-shakable `zod/mini` build: the full build, or a
 * re-exported namespace of the mini one, costs about 20–30 ms of import time, most of the
 * engine's start-up. Schema files import `zod/mini` as a namespace used only through static
 * names (`z.string()`), which bundlers shake down to what is used, and import this module for
 * its one side effect: English error messages (`zod/mini` ships without a locale, and
 * `z.locales` would pull in every language).
 */
import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

config(en());

/**
 * The zod the engine uses: the tree-shakable `zod/mini` build. The full build costs about
 * 30 ms of import time on its own (most of the engine's start-up), and the engine uses
 * only object, array and string checks. English messages are loaded explicitly, since
 * `zod/mini` ships without a locale.
 */
import * as z from "zod/mini";

z.config(z.locales.en());

export { z };

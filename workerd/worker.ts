/**
 * The HTTP service as a Cloudflare Worker, run by workerd (config.capnp beside this file): the
 * same handler as `model-atlas serve`, offline (a model is passed as its record), with the
 * request log on the console. `npm run build:worker` bundles it to workerd/dist/worker.js.
 */
import { createAtlasHandler } from "../engine/server/index.js";

declare const MODEL_ATLAS_VERSION: string | undefined;

const handler = createAtlasHandler({
  version: typeof MODEL_ATLAS_VERSION === "string" ? MODEL_ATLAS_VERSION : "dev",
  log: (line) => console.log(line),
});

export default {
  fetch: (request: Request): Promise<Response> => handler(request),
};

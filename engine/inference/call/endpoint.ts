/**
 * A custom `endpointUrl`, normalised once for every client. People paste it in several forms
 * (TGI, vLLM, llama.cpp and Inference Endpoints pages each show another): the server root,
 * `…/v1`, `…/v1/`, or a full `…/v1/chat/completions` (or `…/v1/completions`). All of them name
 * the same server, and each client needs a different part of it:
 *
 * - `root`: where the hub's generic tasks are served (`POST /` with `{inputs, parameters}`);
 * - `openaiBase`: the OpenAI-compatible base (`…/v1`), the openai client's base URL;
 * - `chat`, `completions`: the OpenAI-compatible routes the raw-HTTP clients post to;
 * - `sdkChat`: what a hub SDK is given for chat (both append `/chat/completions` to a `…/v1`
 *   URL and keep a URL that already ends in `/chat/completions`).
 *
 * A query string the user pasted stays on the request URLs; the OpenAI base has none (the
 * openai client appends its route to it). Characters a URL cannot hold (a quote, a space) are
 * percent-encoded, and a host holding one is refused.
 */

import { AtlasError } from "../../errors/atlas-error.js";
import { encodeUrl } from "./url-encoding.js";

/** OpenAI-compatible routes a pasted URL may end with: they are cut off to find the base. */
const OPENAI_ROUTES = ["/chat/completions", "/completions"];

export interface EndpointUrls {
  root: string;
  openaiBase: string;
  chat: string;
  completions: string;
  sdkChat: string;
}

export function endpointUrls(pasted: string): EndpointUrls {
  // Characters a URL cannot hold are encoded once here, for every client (./url-encoding.ts).
  const encoded = encodeUrl(pasted.trim());
  if (encoded.problem) {
    throw new AtlasError([
      {
        code: "input",
        path: "endpointUrl",
        message: `${JSON.stringify(pasted)}: ${encoded.problem}`,
        hint: "give the endpoint's URL as its page shows it, e.g. https://xyz.endpoints.huggingface.cloud/v1",
      },
    ]);
  }
  const text = encoded.url;
  const cut = text.search(/[?#]/);
  const query = cut < 0 ? "" : text.slice(cut);
  let path = (cut < 0 ? text : text.slice(0, cut)).replace(/\/+$/, "");
  const route = OPENAI_ROUTES.find((r) => path.endsWith(r));
  if (route) path = path.slice(0, -route.length).replace(/\/+$/, "");
  // A pasted route names the base itself; otherwise `/v1` is the OpenAI-compatible base.
  const openaiBase = route || path.endsWith("/v1") ? path : `${path}/v1`;
  const root = openaiBase.endsWith("/v1") ? openaiBase.slice(0, -"/v1".length) : path;
  const chat = `${openaiBase}/chat/completions`;
  return {
    root: root + query,
    openaiBase,
    chat: chat + query,
    completions: `${openaiBase}/completions${query}`,
    sdkChat: openaiBase.endsWith("/v1") && !query ? openaiBase : chat + query,
  };
}

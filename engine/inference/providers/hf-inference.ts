/**
 * hf-inference: Hugging Face's own serverless inference. Every task is a POST to
 * `/models/<id>` (feature extraction and sentence similarity name their pipeline), with the
 * generic `{inputs, parameters?}` body, or the raw file for audio and image inputs.
 * The provider model id is the hub id.
 */
import { withoutPythonHubSdk } from "./common.js";
import { bodyValue, chatBody, inputsBody } from "./shared.js";
import { BEARER, defineProvider, encodeFile, FileInput, routerBase, type ProviderTask, type RequestContext } from "./types.js";

const modelPath = (ctx: RequestContext) => `/models/${ctx.providerModelId}`;

/** JSON in, JSON out. */
const json: ProviderTask = { route: modelPath, body: inputsBody, response: { kind: "json" } };

/** The raw file in (its own content type); JSON out unless `response` says otherwise. */
/* @__NO_SIDE_EFFECTS__ */
function rawFileTask(response: ProviderTask["response"] = { kind: "json" }): ProviderTask {
  return {
    route: modelPath,
    body(ctx) {
      if (!(ctx.inputs instanceof FileInput)) return inputsBody(ctx);
      return { kind: "binary", file: ctx.inputs, contentType: ctx.inputs.mime };
    },
    response,
  };
}

const rawFile = rawFileTask();

const bytes = /* @__NO_SIDE_EFFECTS__ */ (output: string): ProviderTask => ({ route: modelPath, body: inputsBody, response: { kind: "bytes", output } });

const pipeline = /* @__NO_SIDE_EFFECTS__ */ (name: string): ProviderTask => ({
  route: (ctx) => `${modelPath(ctx)}/pipeline/${name}`,
  body: inputsBody,
  response: { kind: "json" },
});

export const hfInference = defineProvider({
  id: "hf-inference",
  routedBaseUrl: routerBase("hf-inference"),
  directBaseUrl: routerBase("hf-inference"),
  keyEnvVar: "HF_TOKEN",
  directAuth: BEARER,
  tasks: () => ({
    conversational: {
      route: (ctx) => `${modelPath(ctx)}/v1/chat/completions`,
      body: (ctx) => chatBody(ctx),
      response: { kind: "json" },
    },
    // The completions route with {model, prompt}, as huggingface.js and every raw client send it.
    // huggingface_hub's text_generation posts {inputs, parameters} to /models/<id> instead: a
    // different request for the same output, so its snippet is left out.
    "text-generation": withoutPythonHubSdk({
      route: (ctx) => `${modelPath(ctx)}/v1/completions`,
      body: (ctx) => ({ kind: "json", json: { model: ctx.providerModelId, prompt: bodyValue(ctx.inputs), ...(bodyValue(ctx.parameters ?? {}) as object) } }),
      response: { kind: "json" },
    }),
    "text-classification": json,
    "token-classification": json,
    "question-answering": json,
    "table-question-answering": json,
    "fill-mask": json,
    "summarization": json,
    "translation": json,
    "zero-shot-classification": json,
    "tabular-classification": json,
    "tabular-regression": json,
    "feature-extraction": pipeline("feature-extraction"),
    "sentence-similarity": pipeline("sentence-similarity"),
    "audio-classification": rawFile,
    "automatic-speech-recognition": rawFile,
    // A list of separated tracks, each a base64 blob: every one is written to its own file.
    "audio-to-audio": rawFileTask({ kind: "tracks" }),
    "image-classification": rawFile,
    "image-segmentation": rawFile,
    "image-to-text": rawFile,
    "object-detection": rawFile,
    "zero-shot-image-classification": {
      route: modelPath,
      body(ctx) {
        const image = ctx.inputs instanceof FileInput ? encodeFile(ctx.inputs) : bodyValue(ctx.inputs);
        return { kind: "json", json: { inputs: { image }, parameters: bodyValue(ctx.parameters ?? {}) } };
      },
      response: { kind: "json" },
    },
    "document-question-answering": json,
    "visual-question-answering": json,
    "image-to-image": bytes("image.png"),
    "text-to-image": bytes("image.png"),
    "text-to-speech": bytes("speech.flac"),
    "text-to-audio": bytes("audio.flac"),
  }),
});

/**
 * Building blocks the provider definitions share: reading the generic payload (text, a file,
 * example parameters), the OpenAI-compatible routes most providers expose, and LoRA adapter
 * URLs. Everything here returns plain data; the engine quotes it per language.
 */
import { encodeFile, FileInput, type BodyValue, type ProviderTask, type RequestContext } from "./types.js";
import type { MultipartField, PollResponse } from "../call/polling.js";
import { encodePath } from "../call/url-encoding.js";
import { chatBody } from "./shared.js";

type Params = Record<string, BodyValue>;

/** The file of the payload (an image or audio sample), when there is one. */
export function fileOf(ctx: RequestContext): FileInput | undefined {
  if (ctx.inputs instanceof FileInput) return ctx.inputs;
  const inputs = ctx.inputs as Record<string, unknown> | undefined;
  if (inputs && typeof inputs === "object") {
    for (const key of ["image", "inputs", "audio"]) if (inputs[key] instanceof FileInput) return inputs[key] as FileInput;
  }
  return undefined;
}

/**
 * The text of the payload: the `prompt` parameter of image/video editing tasks, else the text
 * input itself. Objects fall back to their `text`, `prompt` or `question` field.
 */
export function textOf(ctx: RequestContext): string {
  const prompt = ctx.parameters?.prompt;
  if (typeof prompt === "string") return prompt;
  if (typeof ctx.inputs === "string") return ctx.inputs;
  const inputs = ctx.inputs as Record<string, unknown> | undefined;
  if (inputs && typeof inputs === "object") {
    for (const key of ["prompt", "text", "question"]) if (typeof inputs[key] === "string") return inputs[key] as string;
  }
  return "";
}

/**
 * The example parameters to send with a prompt, `prompt` itself excluded (it has its own key).
 * `rename` maps hub parameter names to the provider's (`num_inference_steps` → `steps`).
 */
export function paramsOf(ctx: RequestContext, rename: Record<string, string> = {}): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(ctx.parameters ?? {})) {
    if (key === "prompt" || value === undefined) continue;
    out[rename[key] ?? key] = value as BodyValue;
  }
  return out;
}

/** A file's content as a `data:` URL inside a JSON body. */
export const dataUrl = (file: FileInput) => encodeFile(file, "dataUrl");

/** `POST <path>` with an OpenAI chat body; the answer is a chat completion. */
/* @__NO_SIDE_EFFECTS__ */
export function openAIChat(path: string): ProviderTask {
  return { route: () => path, body: (ctx) => chatBody(ctx), response: { kind: "json" } };
}

/**
 * For a provider/task pair that huggingface_hub's InferenceClient has no helper for (its provider
 * table lacks the pair, so the call raises "Task … not supported for provider …"): the python
 * SDK snippet is left out, huggingface.js still serves the pair.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withoutPythonHubSdk(task: ProviderTask): ProviderTask {
  return { ...task, hubSdk: (ctx, client) => client !== "huggingface_hub" && (task.hubSdk?.(ctx, client) ?? true) };
}

/**
 * Plain text generation on a chat-only route. The request must carry `messages`: the anchor
 * sent `inputs`/`parameters` here, which the route rejects, and so do the hub SDKs'
 * text-generation methods (@huggingface/inference's `textGeneration` for groq and novita posts
 * `inputs` to the chat route). So every client makes a chat call to this route instead
 * (`servedAsChat`): the engine builds the chat payload (`ctx.chat`, the prompt as one user
 * message) and points the SDKs at the route as their endpoint.
 */
/* @__NO_SIDE_EFFECTS__ */
export function chatForTextGeneration(path: string): ProviderTask {
  return {
    servedAsChat: true,
    route: () => path,
    body: (ctx) =>
      ctx.chat
        ? chatBody(ctx)
        : { kind: "json", json: { model: ctx.providerModelId, messages: [{ role: "user", content: textOf(ctx) }], ...completionOptions(ctx) } },
    response: { kind: "json" },
  };
}

/** Hub text-generation parameters under their OpenAI names. */
function completionOptions(ctx: RequestContext): Params {
  const p = ctx.parameters ?? {};
  const out: Params = {};
  const maxTokens = p.max_tokens ?? p.max_new_tokens;
  if (typeof maxTokens === "number") out.max_tokens = maxTokens;
  for (const key of ["temperature", "top_p"]) if (typeof p[key] === "number") out[key] = p[key] as number;
  return out;
}

/** `POST <path>` (an OpenAI completions route) with `{model, prompt, max_tokens?, temperature?}`. */
/* @__NO_SIDE_EFFECTS__ */
export function openAICompletions(path: string): ProviderTask {
  return {
    route: () => path,
    body: (ctx) => ({ kind: "json", json: { model: ctx.providerModelId, prompt: textOf(ctx), ...completionOptions(ctx) } }),
    response: { kind: "json" },
  };
}

/** `POST <path>` (an OpenAI embeddings route) with `{input, model}`. */
/* @__NO_SIDE_EFFECTS__ */
export function openAIEmbeddings(path: string): ProviderTask {
  return {
    route: () => path,
    body: (ctx) => ({ kind: "json", json: { input: textOf(ctx), model: ctx.providerModelId } }),
    response: { kind: "json" },
  };
}

/** `POST <path>` (an OpenAI speech route) with `{input, model}`; the answer is the audio file. */
/* @__NO_SIDE_EFFECTS__ */
export function openAISpeech(path: string, extra: (ctx: RequestContext) => Params = () => ({})): ProviderTask {
  return {
    route: () => path,
    body: (ctx) => ({ kind: "json", json: { ...extra(ctx), input: textOf(ctx), model: ctx.providerModelId } }),
    response: { kind: "bytes", output: "speech.mp3" },
  };
}

/** `POST <path>` (an OpenAI image generation route) asking for base64; the image is decoded from `data[0].b64_json`. */
/* @__NO_SIDE_EFFECTS__ */
export function openAIImages(path: string): ProviderTask {
  return {
    route: () => path,
    body: (ctx) => ({
      kind: "json",
      json: { ...paramsOf(ctx), response_format: "b64_json", prompt: textOf(ctx), model: ctx.providerModelId },
    }),
    response: { kind: "base64", path: ["data", 0, "b64_json"], output: "image.png" },
  };
}

/** `POST <path>` (an OpenAI transcription route): the audio file and the model as form fields. */
/* @__NO_SIDE_EFFECTS__ */
export function openAITranscription(path: string): ProviderTask {
  return {
    route: () => path,
    body: (ctx) => {
      const file = fileOf(ctx);
      const fields: MultipartField[] = [
        ...(file ? [{ name: "file", file: { file: file.file, mime: file.mime } }] : []),
        { name: "model", value: ctx.providerModelId },
      ];
      return { kind: "multipart", fields };
    },
    response: { kind: "json" },
  };
}

/** The URL of a LoRA adapter's weights on the hub, when the mapping names one (the provider fetches it: encoded like a request URL). */
export function loraWeightsUrl(ctx: RequestContext): string | undefined {
  if (ctx.adapter !== "lora" || !ctx.adapterWeightsPath) return undefined;
  return `https://huggingface.co/${encodePath(ctx.hubModelId)}/resolve/main/${encodePath(ctx.adapterWeightsPath)}`;
}

/** A job whose media URL is at `path` in the final status answer. */
/* @__NO_SIDE_EFFECTS__ */
export function pollJob(spec: Omit<PollResponse, "kind">): PollResponse {
  return { kind: "poll", ...spec };
}

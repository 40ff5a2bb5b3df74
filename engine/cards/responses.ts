/**
 * What a model call's response holds, in words an agent can code against: the JSON shape of
 * each task's response, and how a file, a URL or a job comes back (from the provider
 * definition's `ResponseSpec`).
 */
import type { HttpRequestSpec } from "../inference/call/http-request.js";
import type { JsonPath, PollResponse, UrlPart } from "../inference/call/polling.js";
import type { ResponseCard } from "./schema.js";

/** The JSON answer of each task on its task route (hf-inference's shapes). */
const TASK_SHAPES: Readonly<Record<string, string>> = {
  "audio-classification": "a JSON list of {label, score}, best first",
  "automatic-speech-recognition": "a JSON object {text} with the transcript",
  "document-question-answering": "a JSON list of {answer, score, start, end}",
  "feature-extraction": "a JSON array of floats (the embedding; one array per input when several are sent)",
  "fill-mask": "a JSON list of {sequence, score, token, token_str}, best first",
  "image-classification": "a JSON list of {label, score}, best first",
  "image-segmentation": "a JSON list of {label, score, mask}, the mask a base64 PNG",
  "image-to-text": "a JSON list of {generated_text}",
  "object-detection": "a JSON list of {label, score, box: {xmin, ymin, xmax, ymax}}",
  "question-answering": "a JSON object {answer, score, start, end}",
  "sentence-similarity": "a JSON list of floats, one similarity per sentence, in order",
  "summarization": "a JSON list of {summary_text}",
  "table-question-answering": "a JSON object {answer, coordinates, cells, aggregator}",
  "tabular-classification": "a JSON list of predicted classes, one per row",
  "tabular-regression": "a JSON list of predicted numbers, one per row",
  "text-classification": "a JSON list of {label, score}, best first",
  "text-generation": "a JSON list of {generated_text}",
  "token-classification": "a JSON list of {entity_group, score, word, start, end}",
  "translation": "a JSON list of {translation_text}",
  "visual-question-answering": "a JSON list of {answer, score}, best first",
  "zero-shot-classification": "a JSON list of {label, score}, one per candidate label",
  "zero-shot-image-classification": "a JSON list of {label, score}, one per candidate label",
};

const CHAT_RESPONSE = "a JSON chat completion: the reply is choices[0].message.content (tool calls in choices[0].message.tool_calls)";
const STREAM_RESPONSE =
  'with "stream": true, server-sent events: each data: line holds a chunk whose choices[0].delta.content continues the reply, and data: [DONE] ends it';

export function pathText(path: JsonPath): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("") || "(the whole answer)";
}

/** The answer of a chat completion, plain or streamed. */
export const chatResponse = () => `${CHAT_RESPONSE}; ${STREAM_RESPONSE}`;

/** The answer of a request with this plan, for the task. */
export function responseOf(plan: HttpRequestSpec, task: string, chat: boolean): ResponseCard {
  const response = plan.response;
  switch (response.kind) {
    case "json": {
      if (chat)
        return {
          kind: "json",
          description: plan.url.endsWith("/responses")
            ? "a JSON Responses object: the reply text is in output_text (or the output list's message items)"
            : `${CHAT_RESPONSE}; ${STREAM_RESPONSE}`,
        };
      if (plan.url.split("?")[0]!.endsWith("/completions")) return { kind: "json", description: "a JSON completion: the continued text is choices[0].text" };
      return { kind: "json", description: TASK_SHAPES[task] ?? "the provider's JSON answer" };
    }
    case "bytes":
      return {
        kind: "bytes",
        description: `the body is the file itself (its Content-Type says the format); the snippets write it to ${response.output}`,
        output: response.output,
      };
    case "base64":
      return {
        kind: "base64",
        description: `a JSON answer whose field ${pathText(response.path)} holds the file as base64 text; decode it to ${response.output}`,
        path: [...response.path],
        output: response.output,
      };
    case "url":
      return {
        kind: "url",
        description: `a JSON answer whose field ${pathText(response.path)} holds a URL of the result; download it to ${response.output}`,
        path: [...response.path],
        output: response.output,
      };
    case "tracks":
      return { kind: "tracks", description: "a JSON list of {label, blob, content-type}: each blob is an audio track as base64 text" };
    case "poll":
      return pollResponseCard(response, plan);
  }
}

function urlText(parts: readonly UrlPart[], plan: HttpRequestSpec): string {
  return parts
    .map((part) => {
      if ("base" in part) return plan.base ?? plan.url;
      if ("submit" in part) return plan.url;
      if ("text" in part) return part.text;
      const field = `{job.${pathText(part.field)}}`;
      return part.take === "encoded"
        ? `{URL-encoded job.${pathText(part.field)}}`
        : part.take === "pathname"
          ? `{the path of the URL in job.${pathText(part.field)}}`
          : field;
    })
    .join("");
}

function pollResponseCard(response: PollResponse, plan: HttpRequestSpec): ResponseCard {
  const failed = response.failed ? `; stop with an error when ${pathText(response.failed.path)} is ${response.failed.values.join(" or ")}` : "";
  const steps = [
    "The POST answers with a job (JSON), called job below.",
    `GET ${urlText(response.statusUrl, plan)} with the same authorization header every ${response.interval} s until ${pathText(response.done.path)} is ${response.done.values.join(" or ")}${failed}.`,
  ];
  if (response.resultUrl) steps.push(`GET ${urlText(response.resultUrl, plan)} for the result.`);
  const result = response.result;
  steps.push(
    result.kind === "media"
      ? `The result's field ${pathText(result.path)} holds the URL of the file${result.listOrValue ? " (or a list of URLs: take the first)" : ""}; download it to ${result.output}.`
      : `The result${result.path ? `'s field ${pathText(result.path)}` : ""} is the answer (JSON).`,
  );
  return { kind: "poll", description: "a job to poll until the result is ready", steps, ...(result.kind === "media" ? { output: result.output } : {}) };
}

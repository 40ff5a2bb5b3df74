/**
 * What a local-app template sees. Values from the model record are plain data printed
 * through the sh literal helpers (`{{str model.id}}`); `code.*` holds shell words the engine
 * built itself with those same helpers.
 *
 * - `model.id`, `repoName` (the part after the last "/"), `baseModel` (the card's first base model, or "")
 * - `file`, `quant`: the chosen GGUF file and its label ("" when unknown); `parts`: the other parts of a split file
 * - `split`: the file is split into parts
 * - `fileRef`: `<id>/<file>` when a file is known, else `<id>`
 * - `ref`: `<id>:<quant>` when the quant is known, else `<id>` (the `repo:quant` form the llama.cpp family reads)
 * - `chat`, `vision`: the model takes chat messages / images
 * - `request.endpoint` (`chat/completions` or `completions`) and `request.body` (an OpenAI-style body; print with `lit`)
 * - `code.hfArgs`: llama.cpp's arguments that name the model (`-hf 'id:Q4_K_M'`, or `--hf-repo … --hf-file …`)
 */
import { sh } from "../languages/sh/literals.js";
import type { AppModel } from "./app-model.js";

const SAMPLE_IMAGE = "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";

export interface LocalAppContext {
  model: { id: string };
  repoName: string;
  baseModel: string;
  file: string;
  quant: string;
  parts: string[];
  split: boolean;
  ref: string;
  fileRef: string;
  chat: boolean;
  vision: boolean;
  request: { endpoint: string; body: Record<string, unknown> };
  code: { hfArgs: string };
}

/** The request body a server is sent, with `model` set to the name it serves the model under. */
export function sampleRequest(m: AppModel, servedAs: string): LocalAppContext["request"] {
  const vision = m.pipeline === "image-text-to-text";
  const chat = vision || m.tags.includes("conversational");
  if (!chat) {
    return { endpoint: "completions", body: { model: servedAs, prompt: "Once upon a time,", max_tokens: 128 } };
  }
  const content = vision
    ? [
        { type: "text", text: "Describe this image in one sentence." },
        { type: "image_url", image_url: { url: SAMPLE_IMAGE } },
      ]
    : "What is the capital of France?";
  return { endpoint: "chat/completions", body: { model: servedAs, messages: [{ role: "user", content }] } };
}

/** The name a server knows the model by: the path it was started on for a merged split GGUF file, `ref` for GGUF, else the id. */
function servedName(m: AppModel, ref: string): string {
  if ((m.choice?.parts.length ?? 0) > 1) return "models/merged.gguf";
  return m.gguf || m.ggufFiles.length ? ref : m.id;
}

export function templateContext(m: AppModel): LocalAppContext {
  const file = m.choice?.file ?? "";
  const quant = m.choice?.quant ?? "";
  const ref = quant ? `${m.id}:${quant}` : m.id;
  const hfArgs = quant || !file ? `-hf ${sh.str(ref)}` : `--hf-repo ${sh.str(m.id)} --hf-file ${sh.str(file)}`;
  const vision = m.pipeline === "image-text-to-text";
  return {
    model: { id: m.id },
    repoName: m.id.split("/").pop() ?? m.id,
    baseModel: m.baseModel,
    file,
    quant,
    parts: m.choice?.parts.slice(1) ?? [],
    split: (m.choice?.parts.length ?? 0) > 1,
    ref,
    fileRef: file ? `${m.id}/${file}` : m.id,
    chat: vision || m.tags.includes("conversational"),
    vision,
    request: sampleRequest(m, servedName(m, ref)),
    code: { hfArgs },
  };
}

/**
 * transformers: a `pipeline(...)` snippet for the model's task and a snippet with the auto
 * classes the hub found for it (`transformersInfo`). Class names come from the record, so
 * they are printed through `python.ident` and handed to templates as `code.*`. A repository
 * whose files hold only ONNX weights loads through optimum's ONNX Runtime classes instead
 * (./transformers-onnx.ts), and gets no pipeline snippet (the pipeline looks for weights
 * transformers loads). A record with no auto class at all (a listing answer) whose pipeline_tag is
 * a transformers pipeline task gets the pipeline snippet alone, saying so.
 */
import { python } from "../languages/index.js";
import { getLibrary } from "../registry/libraries.js";
import type { SnippetModel } from "../schema/snippet-model.js";
import { onnxOnlyLoad } from "./transformers-onnx.js";
import { autoMap, derivedClasses } from "./transformers-classes.js";
import type { LibraryPlugin, SnippetSelection } from "./types.js";

/** Tasks whose models take a list of chat messages when tagged `conversational`. */
const CHAT_TASKS: Readonly<Record<string, "text" | "image">> = {
  "text-generation": "text",
  "image-text-to-text": "image",
};

/** Variable names for the usual preprocessing classes; anything else is a `processor`. */
const PROCESSOR_VARIABLES: Readonly<Record<string, string>> = {
  AutoTokenizer: "tokenizer",
  AutoImageProcessor: "image_processor",
  AutoFeatureExtractor: "feature_extractor",
  AutoVideoProcessor: "video_processor",
};

/** How the pipeline of each task is called in the example, for tasks with a simple input. */
const CALLS: Readonly<Record<string, "text" | "generate" | "fill-mask" | "question" | "zero-shot" | "audio" | "image">> = {
  "text-generation": "generate",
  "text-classification": "text",
  "token-classification": "text",
  "summarization": "text",
  "translation": "text",
  "feature-extraction": "text",
  "fill-mask": "fill-mask",
  "question-answering": "question",
  "zero-shot-classification": "zero-shot",
  "automatic-speech-recognition": "audio",
  "audio-classification": "audio",
  "image-classification": "image",
  "object-detection": "image",
  "image-segmentation": "image",
  "depth-estimation": "image",
  "image-to-text": "image",
  "image-feature-extraction": "image",
};

/**
 * Pipeline tasks transformers v5 removed: their pipeline snippet pins v4, where the task still
 * exists (the auto-class snippet works on both).
 */
const REMOVED_IN_V5: ReadonlySet<string> = new Set(["image-to-text", "summarization", "translation"]);

/** Generative tasks, whose models run to tens of billions of parameters: the pipeline places them like the auto classes do. */
const PLACED_PIPELINES: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

const DEFAULT_TEXT = "The new release fixed every bug I reported, and it runs twice as fast.";
/** The start of a text for a base (not chat) model to continue. */
const DEFAULT_PROMPT = "The lighthouse keeper climbed the stairs one last time and";

/** The example input of the pipeline call, from the model's widget where it has one. */
function callInput(model: SnippetModel, call: string) {
  const w = model.widget;
  const mask = model.mask_token || "[MASK]";
  const labels = w.candidate_labels
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    text: w.text || (call === "fill-mask" ? `The capital of France is ${mask}.` : call === "generate" ? DEFAULT_PROMPT : DEFAULT_TEXT),
    question: w.text || "Where does the river start?",
    context: w.context || "The river starts in the mountains and flows south to the sea.",
    labels: labels.length ? labels : ["refund", "legal", "faq"],
  };
}

const pipelineTagOf = (model: { pipeline_tag: string; transformersInfo: { pipeline_tag: string } }) =>
  model.pipeline_tag || model.transformersInfo.pipeline_tag;

/** The record's transformersInfo, or the classes its pipeline tag and config imply when it has none (./transformers-classes.ts). */
function infoOf(model: SnippetModel, pipelineTag: string): SnippetModel["transformersInfo"] {
  const info = model.transformersInfo;
  if (info.auto_model) return info;
  const derived = derivedClasses(model, pipelineTag);
  return derived ? { ...info, auto_model: derived.autoModel, processor: derived.processor, custom_class: derived.customClass } : info;
}

/** The tasks transformers has a pipeline for: the registry's list (libraries/transformers.yaml). */
const pipelineTasks = (): readonly string[] => getLibrary("transformers")?.pipelineTags ?? [];

/**
 * No auto class is known (a listing answer of `GET /api/models?…` carries no transformersInfo and
 * no config), but the record's own pipeline_tag is a task transformers has a pipeline for: the
 * pipeline snippet alone, chosen from that task.
 */
const pipelineFromTask = (model: SnippetModel, autoModel: string) => !autoModel && pipelineTasks().includes(model.pipeline_tag);

export const transformers: LibraryPlugin = {
  name: "transformers",
  context(model) {
    const pipelineTag = pipelineTagOf(model);
    const info = infoOf(model, pipelineTag);
    const fromTask = pipelineFromTask(model, info.auto_model);
    if (!info.auto_model && !fromTask) return { error: "Type of model unknown" };
    const chat = model.tags.includes("conversational") && Object.hasOwn(CHAT_TASKS, pipelineTag) ? CHAT_TASKS[pipelineTag]! : "";
    const processor = info.processor ? python.ident(info.processor) : "";
    const onnx = onnxOnlyLoad(model.files, info.auto_model);
    const call = chat ? "" : Object.hasOwn(CALLS, pipelineTag) ? CALLS[pipelineTag]! : "";
    return {
      pipelineTag,
      fromTask,
      chat,
      call,
      input: callInput(model, call),
      // The hub tags custom code; a record without the tag still names its own classes in auto_map.
      remoteCode: model.tags.includes("custom_code") || Object.keys(autoMap(model)).length > 0,
      removedInV5: REMOVED_IN_V5.has(pipelineTag),
      placedPipeline: PLACED_PIPELINES.has(pipelineTag),
      customClass: info.custom_class,
      onnx: onnx && "ortClass" in onnx ? { subfolder: onnx.subfolder, fileName: onnx.fileName } : undefined,
      maxNewTokens: 40,
      candidateLabels: ["animals", "humans", "landscape"],
      code: {
        autoModel: python.ident(info.auto_model),
        ortClass: onnx && "ortClass" in onnx ? python.ident(onnx.ortClass) : "",
        processor,
        processorVariable: !processor ? "" : Object.hasOwn(PROCESSOR_VARIABLES, processor) ? PROCESSOR_VARIABLES[processor]! : "processor",
      },
    };
  },
  select(model): SnippetSelection {
    const autoModel = infoOf(model, pipelineTagOf(model)).auto_model;
    if (pipelineFromTask(model, autoModel)) return { "auto classes": false };
    const onnx = autoModel ? onnxOnlyLoad(model.files, autoModel) : undefined;
    if (onnx) return { "pipeline": false, ...("message" in onnx && { "auto classes": onnx.message }) };
    const pipelineTag = pipelineTagOf(model);
    if (!pipelineTag) return { pipeline: "Unknown pipeline tag" };
    // A pipeline snippet only for tasks transformers has a pipeline for.
    return pipelineTasks().includes(pipelineTag) ? {} : { pipeline: false };
  },
};

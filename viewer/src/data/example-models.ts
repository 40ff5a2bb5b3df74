/**
 * Model records embedded in the viewer, so the snippet area and the matrix work with no
 * network: one per task that has an inference template, plus the special cases a template
 * author must check (chat LLM and VLM, LoRA adapter, GGUF file, custom code). Ids and
 * provider ids are real hub and provider names; the records keep only the fields the
 * snippet generators read.
 */
import type { ModelRecordInput } from "../../../engine/index.js";

export interface ExampleModel {
  /** What this example is for, shown in pickers and matrix rows. */
  kind: string;
  record: ModelRecordInput;
}

type Mapping = [provider: string, providerId: string, adapter?: { adapter: string; adapterWeightsPath: string }];

function example(
  kind: string,
  id: string,
  pipeline_tag: string,
  library_name: string,
  mapping: Mapping[],
  extra: Partial<ModelRecordInput> = {},
): ExampleModel {
  const conversational = extra.tags?.includes("conversational") ?? false;
  return {
    kind,
    record: {
      id,
      pipeline_tag,
      library_name,
      tags: [],
      ...extra,
      inferenceProviderMapping: mapping.map(([provider, providerId, adapter]) => ({
        provider,
        providerId,
        status: "live",
        task: conversational ? "conversational" : pipeline_tag,
        ...adapter,
      })),
    },
  };
}

const hf = (id: string): Mapping => ["hf-inference", id];

export const EXAMPLE_MODELS: ExampleModel[] = [
  example(
    "Chat LLM",
    "meta-llama/Llama-3.1-8B-Instruct",
    "text-generation",
    "transformers",
    [
      ["cerebras", "llama3.1-8b"],
      ["groq", "llama-3.1-8b-instant"],
      ["together", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"],
      ["novita", "meta-llama/llama-3.1-8b-instruct"],
      ["featherless-ai", "meta-llama/Meta-Llama-3.1-8B-Instruct"],
      hf("meta-llama/Llama-3.1-8B-Instruct"),
    ],
    {
      tags: ["transformers", "conversational", "text-generation-inference"],
      transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" },
    },
  ),
  example(
    "Vision-language chat (VLM)",
    "Qwen/Qwen2.5-VL-7B-Instruct",
    "image-text-to-text",
    "transformers",
    [["together", "Qwen/Qwen2.5-VL-72B-Instruct"], ["novita", "qwen/qwen2.5-vl-72b-instruct"], hf("Qwen/Qwen2.5-VL-7B-Instruct")],
    {
      tags: ["conversational", "multimodal"],
      transformersInfo: { auto_model: "AutoModelForImageTextToText", pipeline_tag: "image-text-to-text", processor: "AutoProcessor" },
    },
  ),
  example("Audio classification", "MIT/ast-finetuned-audioset-10-10-0.4593", "audio-classification", "transformers", [
    hf("MIT/ast-finetuned-audioset-10-10-0.4593"),
  ]),
  example("Audio to audio", "speechbrain/sepformer-wham", "audio-to-audio", "speechbrain", [hf("speechbrain/sepformer-wham")]),
  example(
    "Speech recognition",
    "openai/whisper-large-v3",
    "automatic-speech-recognition",
    "transformers",
    [hf("openai/whisper-large-v3"), ["fal-ai", "fal-ai/whisper"], ["together", "openai/whisper-large-v3"]],
    { transformersInfo: { auto_model: "AutoModelForSpeechSeq2Seq", pipeline_tag: "automatic-speech-recognition", processor: "AutoProcessor" } },
  ),
  example("Document question answering", "impira/layoutlm-document-qa", "document-question-answering", "transformers", [hf("impira/layoutlm-document-qa")]),
  example("Feature extraction", "intfloat/multilingual-e5-large", "feature-extraction", "sentence-transformers", [
    hf("intfloat/multilingual-e5-large"),
    ["scaleway", "multilingual-e5-large"],
  ]),
  example("Fill mask", "google-bert/bert-base-uncased", "fill-mask", "transformers", [hf("google-bert/bert-base-uncased")], { mask_token: "[MASK]" }),
  example("Image classification", "google/vit-base-patch16-224", "image-classification", "transformers", [hf("google/vit-base-patch16-224")]),
  example("Image segmentation", "nvidia/segformer-b0-finetuned-ade-512-512", "image-segmentation", "transformers", [
    hf("nvidia/segformer-b0-finetuned-ade-512-512"),
  ]),
  example("Image + text to image", "black-forest-labs/FLUX.1-Kontext-dev", "image-text-to-image", "diffusers", [
    ["fal-ai", "fal-ai/flux-kontext/dev"],
    ["wavespeed", "wavespeed-ai/flux-kontext-dev"],
  ]),
  example("Image + text to video", "Lightricks/LTX-Video", "image-text-to-video", "diffusers", [
    ["fal-ai", "fal-ai/ltx-video/image-to-video"],
    ["novita", "ltx-video-i2v"],
  ]),
  example("Image to image", "timbrooks/instruct-pix2pix", "image-to-image", "diffusers", [
    hf("timbrooks/instruct-pix2pix"),
    ["replicate", "timothybrooks/instruct-pix2pix"],
  ]),
  example("Image to text", "Salesforce/blip-image-captioning-large", "image-to-text", "transformers", [hf("Salesforce/blip-image-captioning-large")]),
  example("Image to video", "Wan-AI/Wan2.1-I2V-14B-720P", "image-to-video", "diffusers", [
    ["fal-ai", "fal-ai/wan-i2v"],
    ["wavespeed", "wavespeed-ai/wan-2.1/i2v-720p"],
  ]),
  example("Object detection", "facebook/detr-resnet-50", "object-detection", "transformers", [hf("facebook/detr-resnet-50")]),
  example("Question answering", "deepset/roberta-base-squad2", "question-answering", "transformers", [hf("deepset/roberta-base-squad2")]),
  example(
    "Sentence similarity",
    "sentence-transformers/all-MiniLM-L6-v2",
    "sentence-similarity",
    "sentence-transformers",
    [hf("sentence-transformers/all-MiniLM-L6-v2")],
    {
      widgetData: [
        { source_sentence: "A cat sleeps on the sofa.", sentences: ["A kitten naps on the couch.", "The stock market fell today.", "Dogs like long walks."] },
      ],
    },
  ),
  example("Summarization", "facebook/bart-large-cnn", "summarization", "transformers", [hf("facebook/bart-large-cnn")]),
  example("Tabular classification", "julien-c/wine-quality", "tabular-classification", "sklearn", [hf("julien-c/wine-quality")]),
  example("Tabular regression", "scikit-learn/Fish-Weight", "tabular-regression", "sklearn", [hf("scikit-learn/Fish-Weight")]),
  example("Table question answering", "google/tapas-base-finetuned-wtq", "table-question-answering", "transformers", [hf("google/tapas-base-finetuned-wtq")]),
  example("Text classification", "distilbert/distilbert-base-uncased-finetuned-sst-2-english", "text-classification", "transformers", [
    hf("distilbert/distilbert-base-uncased-finetuned-sst-2-english"),
  ]),
  example("Text to audio", "facebook/musicgen-small", "text-to-audio", "transformers", [hf("facebook/musicgen-small")]),
  example("Text to image", "black-forest-labs/FLUX.1-dev", "text-to-image", "diffusers", [
    hf("black-forest-labs/FLUX.1-dev"),
    ["fal-ai", "fal-ai/flux/dev"],
    ["replicate", "black-forest-labs/flux-dev"],
    ["together", "black-forest-labs/FLUX.1-dev"],
    ["nscale", "black-forest-labs/FLUX.1-dev"],
  ]),
  example("Text to speech", "hexgrad/Kokoro-82M", "text-to-speech", "kokoro", [
    ["fal-ai", "fal-ai/kokoro/american-english"],
    ["replicate", "jaaari/kokoro-82m"],
  ]),
  example("Text to video", "Wan-AI/Wan2.1-T2V-14B", "text-to-video", "diffusers", [
    ["fal-ai", "fal-ai/wan-t2v"],
    ["novita", "wan-t2v"],
    ["replicate", "wavespeedai/wan-2.1-t2v-720p"],
  ]),
  example("Token classification", "dslim/bert-base-NER", "token-classification", "transformers", [hf("dslim/bert-base-NER")]),
  example("Translation", "Helsinki-NLP/opus-mt-en-fr", "translation", "transformers", [hf("Helsinki-NLP/opus-mt-en-fr")]),
  example("Zero-shot classification", "facebook/bart-large-mnli", "zero-shot-classification", "transformers", [hf("facebook/bart-large-mnli")], {
    widgetData: [{ text: "The new phone has a brilliant screen but the battery dies by noon.", candidate_labels: "technology, sports, cooking" }],
  }),
  example("Zero-shot image classification", "openai/clip-vit-large-patch14", "zero-shot-image-classification", "transformers", [
    hf("openai/clip-vit-large-patch14"),
  ]),
  // Special cases come last, so a task's first example is its plain one.
  example(
    "LoRA adapter (text-to-image)",
    "alvdansen/littletinies",
    "text-to-image",
    "diffusers",
    [["fal-ai", "fal-ai/flux-lora", { adapter: "lora", adapterWeightsPath: "Hand Drawn Style.safetensors" }]],
    {
      tags: ["lora", "text-to-image", "base_model:adapter:black-forest-labs/FLUX.1-dev"],
      cardData: { base_model: "black-forest-labs/FLUX.1-dev", instance_prompt: "a little tiny drawing of" },
    },
  ),
  example("GGUF quantised chat model", "bartowski/Llama-3.2-3B-Instruct-GGUF", "text-generation", "llama-cpp-python", [], {
    tags: ["gguf", "conversational", "imatrix"],
    gguf: { total: 3212749888, architecture: "llama", context_length: 131072, chat_template: "{%- if tools %}{{ tools }}{%- endif %}{{ messages }}" },
    siblings: ["IQ3_M", "Q3_K_L", "Q4_K_M", "Q5_K_M", "Q6_K", "Q8_0", "f16"].map((q) => ({ rfilename: `Llama-3.2-3B-Instruct-${q}.gguf` })),
  }),
  example("Custom code (trust_remote_code)", "microsoft/Phi-3.5-MoE-instruct", "text-generation", "transformers", [hf("microsoft/Phi-3.5-MoE-instruct")], {
    tags: ["conversational", "custom_code"],
    transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" },
  }),
  example("Text generation (completion)", "openai-community/gpt2", "text-generation", "transformers", [hf("openai-community/gpt2")], {
    transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" },
  }),
];

export function findExampleModel(id: string): ExampleModel | undefined {
  return EXAMPLE_MODELS.find((m) => m.record.id === id);
}

/** The first example whose pipeline is the task: the plain one, since special cases come last. */
export function exampleModelForTask(taskId: string): ModelRecordInput | undefined {
  return EXAMPLE_MODELS.find((m) => m.record.pipeline_tag === taskId)?.record;
}

/**
 * An embedded example using the library (for `task` when one is given), or a plain record
 * built from that task or the library's first one.
 */
export function exampleModelForLibrary(library: { id: string; pipelineTags: readonly string[] }, task?: string): ModelRecordInput {
  const pipeline = task ?? library.pipelineTags[0];
  const uses = EXAMPLE_MODELS.filter((m) => m.record.library_name === library.id && (!task || m.record.pipeline_tag === task));
  return (
    uses[0]?.record ?? {
      id: `example-org/${library.id}-model`,
      library_name: library.id,
      tags: [library.id],
      ...(pipeline ? { pipeline_tag: pipeline } : {}),
    }
  );
}

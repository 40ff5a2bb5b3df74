/**
 * Facts about huggingface_hub's python InferenceClient (huggingface_hub 1.33 and 2.0), read
 * from its source: the provider/task pairs it can call and its methods' parameters.
 */

/**
 * Which provider/task pairs huggingface_hub's InferenceClient can call: the keys of its
 * provider table (`huggingface_hub/inference/_providers/__init__.py`, huggingface_hub 2.0.0).
 * A pair missing here raises "Task … not supported for provider …" in the python SDK.
 */
export const HUB_PYTHON_PROVIDER_TASKS: Readonly<Record<string, readonly string[]>> = {
  "baseten": ["conversational"],
  "cerebras": ["conversational"],
  "cohere": ["conversational"],
  "deepinfra": ["automatic-speech-recognition", "conversational", "feature-extraction", "text-generation", "text-to-speech"],
  "fal-ai": ["automatic-speech-recognition", "image-segmentation", "image-to-image", "image-to-video", "text-to-image", "text-to-speech", "text-to-video"],
  "featherless-ai": ["conversational", "text-generation"],
  "fireworks-ai": ["conversational"],
  "groq": ["conversational"],
  "hf-inference": ["audio-classification", "audio-to-audio", "automatic-speech-recognition", "conversational", "document-question-answering", "feature-extraction", "fill-mask", "image-classification", "image-segmentation", "image-to-image", "image-to-text", "object-detection", "question-answering", "sentence-similarity", "summarization", "table-question-answering", "tabular-classification", "text-classification", "text-generation", "text-to-image", "text-to-speech", "token-classification", "translation", "visual-question-answering", "zero-shot-classification", "zero-shot-image-classification"],
  "novita": ["conversational", "text-generation", "text-to-video"],
  "nscale": ["conversational", "text-to-image"],
  "openai": ["conversational"],
  "ovhcloud": ["conversational"],
  "publicai": ["conversational"],
  "replicate": ["automatic-speech-recognition", "image-to-image", "text-to-image", "text-to-speech", "text-to-video"],
  "scaleway": ["conversational", "feature-extraction"],
  "together": ["conversational", "feature-extraction", "image-to-image", "image-to-video", "text-generation", "text-to-image", "text-to-speech", "text-to-video"],
  "wavespeed": ["image-to-image", "image-to-video", "text-to-image", "text-to-video"],
  "zai-org": ["conversational", "text-to-image"],
};

/**
 * InferenceClient's parameters per method (`__init__`, `chat_completion` for
 * `client.chat.completions.create`, and the task methods): positional-or-keyword names, how
 * many of those are required, and keyword-only names. Only names both versions accept.
 */
export const HUB_SIGNATURES: Readonly<Record<string, { positional: readonly string[]; required: number; keywords: readonly string[] }>> = {
  __init__: { positional: ["model"], required: 0, keywords: ["provider", "token", "timeout", "headers", "cookies", "bill_to", "base_url", "api_key"] },
  audio_classification: { positional: ["audio"], required: 1, keywords: ["model", "top_k", "function_to_apply"] },
  audio_to_audio: { positional: ["audio"], required: 1, keywords: ["model"] },
  automatic_speech_recognition: { positional: ["audio"], required: 1, keywords: ["model", "extra_body"] },
  chat_completion: { positional: ["messages"], required: 1, keywords: ["model", "stream", "frequency_penalty", "logit_bias", "logprobs", "max_tokens", "n", "presence_penalty", "response_format", "seed", "stop", "stream_options", "temperature", "tool_choice", "tool_prompt", "tools", "top_logprobs", "top_p", "extra_body"] },
  document_question_answering: { positional: ["image", "question"], required: 2, keywords: ["model", "doc_stride", "handle_impossible_answer", "lang", "max_answer_len", "max_question_len", "max_seq_len", "top_k", "word_boxes"] },
  feature_extraction: { positional: ["text"], required: 1, keywords: ["normalize", "prompt_name", "truncate", "truncation_direction", "dimensions", "encoding_format", "model"] },
  fill_mask: { positional: ["text"], required: 1, keywords: ["model", "targets", "top_k"] },
  image_classification: { positional: ["image"], required: 1, keywords: ["model", "function_to_apply", "top_k"] },
  image_segmentation: { positional: ["image"], required: 1, keywords: ["model", "mask_threshold", "overlap_mask_area_threshold", "subtask", "threshold"] },
  image_to_image: { positional: ["image", "prompt"], required: 1, keywords: ["negative_prompt", "num_inference_steps", "guidance_scale", "model", "target_size"] },
  image_to_text: { positional: ["image"], required: 1, keywords: ["model"] },
  image_to_video: { positional: ["image"], required: 1, keywords: ["model", "prompt", "negative_prompt", "num_frames", "num_inference_steps", "guidance_scale", "seed", "target_size"] },
  object_detection: { positional: ["image"], required: 1, keywords: ["model", "threshold"] },
  question_answering: { positional: ["question", "context"], required: 2, keywords: ["model", "align_to_words", "doc_stride", "handle_impossible_answer", "max_answer_len", "max_question_len", "max_seq_len", "top_k"] },
  sentence_similarity: { positional: ["sentence", "other_sentences"], required: 2, keywords: ["model"] },
  summarization: { positional: ["text"], required: 1, keywords: ["model", "clean_up_tokenization_spaces", "generate_parameters", "truncation"] },
  table_question_answering: { positional: ["table", "query"], required: 2, keywords: ["model", "padding", "sequential", "truncation"] },
  tabular_classification: { positional: ["table"], required: 1, keywords: ["model"] },
  tabular_regression: { positional: ["table"], required: 1, keywords: ["model"] },
  text_classification: { positional: ["text"], required: 1, keywords: ["model", "top_k", "function_to_apply"] },
  text_generation: { positional: ["prompt"], required: 1, keywords: ["details", "stream", "model", "adapter_id", "best_of", "decoder_input_details", "do_sample", "frequency_penalty", "grammar", "max_new_tokens", "repetition_penalty", "return_full_text", "seed", "stop", "temperature", "top_k", "top_n_tokens", "top_p", "truncate", "typical_p", "watermark"] },
  text_to_image: { positional: ["prompt"], required: 1, keywords: ["negative_prompt", "height", "width", "num_inference_steps", "guidance_scale", "model", "scheduler", "seed", "extra_body"] },
  text_to_speech: { positional: ["text"], required: 1, keywords: ["model", "do_sample", "early_stopping", "epsilon_cutoff", "eta_cutoff", "max_length", "max_new_tokens", "min_length", "min_new_tokens", "num_beam_groups", "num_beams", "penalty_alpha", "temperature", "top_k", "top_p", "typical_p", "use_cache", "extra_body"] },
  text_to_video: { positional: ["prompt"], required: 1, keywords: ["model", "guidance_scale", "negative_prompt", "num_frames", "num_inference_steps", "seed", "extra_body"] },
  token_classification: { positional: ["text"], required: 1, keywords: ["model", "aggregation_strategy", "ignore_labels", "stride"] },
  translation: { positional: ["text"], required: 1, keywords: ["model", "src_lang", "tgt_lang", "clean_up_tokenization_spaces", "truncation", "generate_parameters"] },
  visual_question_answering: { positional: ["image", "question"], required: 2, keywords: ["model", "top_k"] },
  zero_shot_classification: { positional: ["text", "candidate_labels"], required: 2, keywords: ["multi_label", "hypothesis_template", "model"] },
  zero_shot_image_classification: { positional: ["image", "candidate_labels"], required: 2, keywords: ["model", "hypothesis_template"] },
};

/** The task methods and the task each one calls (`image_to_image` → `image-to-image`). */
export const HUB_METHOD_TASKS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(HUB_SIGNATURES)
    .filter((m) => m !== "__init__" && m !== "chat_completion")
    .map((m) => [m, m.replace(/_/g, "-")]),
);

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

/** InferenceClient's task methods (huggingface_hub 1.33 and 2.0) and the task each one calls. */
export const HUB_METHOD_TASKS: Readonly<Record<string, string>> = Object.fromEntries(
  ("audio_classification audio_to_audio automatic_speech_recognition document_question_answering feature_extraction " +
    "fill_mask image_classification image_segmentation image_to_image image_to_text image_to_video object_detection " +
    "question_answering sentence_similarity summarization table_question_answering tabular_classification tabular_regression " +
    "text_classification text_generation text_to_image text_to_speech text_to_video token_classification translation " +
    "visual_question_answering zero_shot_classification zero_shot_image_classification")
    .split(" ")
    .map((method) => [method, method.replace(/_/g, "-")]),
);

/**
 * Facts about the inference snippets (from test/reference/snippet-facts.json): the
 * template each pipeline uses and the SDK method names per pipeline.
 */

/** Template (task shape) per pipeline; chat models use "conversational" instead. */
export const PIPELINE_TEMPLATES: Readonly<Record<string, string>> = {
  "audio-classification": "basicAudio",
  "audio-to-audio": "basicAudio",
  "automatic-speech-recognition": "basicAudio",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "basic",
  "fill-mask": "basic",
  "image-classification": "basicImage",
  "image-segmentation": "basicImage",
  "image-text-to-image": "imageToImage",
  "image-text-to-text": "conversational",
  "image-text-to-video": "imageToVideo",
  "image-to-image": "imageToImage",
  "image-to-text": "basicImage",
  "image-to-video": "imageToVideo",
  "object-detection": "basicImage",
  "question-answering": "questionAnswering",
  "sentence-similarity": "basic",
  "summarization": "basic",
  "tabular-classification": "tabular",
  "tabular-regression": "tabular",
  "table-question-answering": "tableQuestionAnswering",
  "text-classification": "basic",
  "text-generation": "basic",
  "text-to-audio": "textToAudio",
  "text-to-image": "textToImage",
  "text-to-speech": "textToSpeech",
  "text-to-video": "textToVideo",
  "token-classification": "basic",
  "translation": "basic",
  // Not in the reference's list (it gives no snippet); ours sends {inputs: {image, question}} as its request facts say.
  "visual-question-answering": "visualQuestionAnswering",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
};

/** Pipelines whose chat-tagged models get chat snippets. */
export const CHAT_PIPELINES: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

/**
 * `huggingface_hub` InferenceClient method per pipeline. The anchor's list also names
 * `image_text_to_image` and `image_text_to_video`, which InferenceClient does not have (its
 * `image_to_image`/`image_to_video` refuse a model mapped to the image-text task), so those two
 * pipelines get no huggingface_hub snippet. Nor does visual question answering (no template):
 * `visual_question_answering` sends the image as raw `inputs` with `question` and `image` beside
 * it, not the `{inputs: {image, question}}` the raw clients send.
 */
export const PYTHON_METHODS: Readonly<Record<string, string>> = {
  "audio-classification": "audio_classification",
  "audio-to-audio": "audio_to_audio",
  "automatic-speech-recognition": "automatic_speech_recognition",
  "document-question-answering": "document_question_answering",
  "feature-extraction": "feature_extraction",
  "fill-mask": "fill_mask",
  "image-classification": "image_classification",
  "image-segmentation": "image_segmentation",
  "image-to-image": "image_to_image",
  "image-to-video": "image_to_video",
  "image-to-text": "image_to_text",
  "object-detection": "object_detection",
  "question-answering": "question_answering",
  "sentence-similarity": "sentence_similarity",
  "summarization": "summarization",
  "table-question-answering": "table_question_answering",
  "tabular-classification": "tabular_classification",
  "tabular-regression": "tabular_regression",
  "text-classification": "text_classification",
  "text-generation": "text_generation",
  "text-to-image": "text_to_image",
  "text-to-speech": "text_to_speech",
  "text-to-video": "text_to_video",
  "token-classification": "token_classification",
  "translation": "translation",
  "visual-question-answering": "visual_question_answering",
  "zero-shot-classification": "zero_shot_classification",
  "zero-shot-image-classification": "zero_shot_image_classification",
};

/** `@huggingface/inference` InferenceClient method per pipeline (the basic* templates call these). */
export const JS_METHODS: Readonly<Record<string, string>> = {
  "automatic-speech-recognition": "automaticSpeechRecognition",
  "feature-extraction": "featureExtraction",
  "fill-mask": "fillMask",
  "image-classification": "imageClassification",
  "question-answering": "questionAnswering",
  "sentence-similarity": "sentenceSimilarity",
  "summarization": "summarization",
  "table-question-answering": "tableQuestionAnswering",
  "text-classification": "textClassification",
  "text-generation": "textGeneration",
  "token-classification": "tokenClassification",
  "text-to-speech": "textToSpeech",
  "translation": "translation",
};

/**
 * SpeechBrain: the inference class is named in config.json (`speechbrain.speechbrain_interface`);
 * each class lives in its own module and has its own method for an audio file.
 */
import type { LibraryPlugin } from "./types.js";

const INTERFACES: Readonly<Record<string, { module: string; method: string }>> = {
  EncoderClassifier: { module: "speechbrain.inference.classifiers", method: "classify_file" },
  AudioClassifier: { module: "speechbrain.inference.classifiers", method: "classify_file" },
  EncoderDecoderASR: { module: "speechbrain.inference.ASR", method: "transcribe_file" },
  EncoderASR: { module: "speechbrain.inference.ASR", method: "transcribe_file" },
  SpectralMaskEnhancement: { module: "speechbrain.inference.enhancement", method: "enhance_file" },
  WaveformEnhancement: { module: "speechbrain.inference.enhancement", method: "enhance_file" },
  SepformerSeparation: { module: "speechbrain.inference.separation", method: "separate_file" },
};

export const speechbrain: LibraryPlugin = {
  name: "speechbrain",
  context(model) {
    const section = model.config.speechbrain;
    const name = section && typeof section === "object" ? (section as Record<string, unknown>).speechbrain_interface : undefined;
    if (typeof name !== "string" || !name) return { error: "interface not specified in config.json" };
    if (!Object.hasOwn(INTERFACES, name)) return { error: "interface in config.json invalid" };
    return { code: { className: name, ...INTERFACES[name]! } };
  },
};

/** ESPnet: text-to-speech and speech-recognition models load through different classes. */
import type { LibraryPlugin } from "./types.js";

const KINDS = ["text-to-speech", "automatic-speech-recognition"] as const;

export const espnet: LibraryPlugin = {
  name: "espnet",
  context(model) {
    const kind = KINDS.find((k) => model.pipeline_tag === k) ?? KINDS.find((k) => model.tags.includes(k));
    if (!kind) return { error: "unknown model type (must be text-to-speech or automatic-speech-recognition)" };
    return { tts: kind === "text-to-speech", text: model.widget.text || "Every morning the baker opens the shop at six." };
  },
};

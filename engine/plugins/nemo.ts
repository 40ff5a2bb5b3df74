/** NeMo: the collection (domain) to import comes from the model's tags. */
import type { LibraryPlugin } from "./types.js";

/** Tag → NeMo collection module and model class. Only domains with a hub loader are listed. */
const DOMAINS: Readonly<Record<string, { module: string; alias: string; className: string }>> = {
  "automatic-speech-recognition": { module: "nemo.collections.asr", alias: "nemo_asr", className: "ASRModel" },
};

export const nemo: LibraryPlugin = {
  name: "nemo",
  context(model) {
    const tag = model.tags.find((t) => Object.hasOwn(DOMAINS, t));
    if (!tag) return { error: "tag did not correspond to a valid NeMo domain." };
    return { domain: tag, code: { ...DOMAINS[tag]! } };
  },
};

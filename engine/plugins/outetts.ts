/**
 * OuteTTS: the Python snippet loads the transformers weights, so repositories that hold
 * GGUF or ONNX exports (tagged `gguf` / `onnx`) get no snippet. The interface version
 * follows the model generation named in the id.
 */
import type { LibraryPlugin, SnippetSelection } from "./types.js";

export const outetts: LibraryPlugin = {
  name: "outetts",
  context(model) {
    const id = model.id.toLowerCase();
    const version = /outetts-0\.[12](?![0-9])/.test(id) ? "V1" : /outetts-0\.3(?![0-9])/.test(id) ? "V2" : "V3";
    return { text: model.widget.text || "Speech synthesis turns written words into a voice.", code: { interfaceVersion: version } };
  },
  select(model): SnippetSelection {
    return model.tags.includes("gguf") || model.tags.includes("onnx") ? { speech: false } : {};
  },
};

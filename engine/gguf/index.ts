export { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER } from "./types.js";
export { parseGGUFQuantLabel } from "./parse-quant-label.js";

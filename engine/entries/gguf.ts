/** `model-atlas/gguf`: quantization types and the label parser for GGUF file names. */
export { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER, parseGGUFQuantLabel } from "../gguf/index.js";

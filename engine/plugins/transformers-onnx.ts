/**
 * transformers on a repository that holds only ONNX weights (e.g. `model_optimized.onnx` next
 * to config.json and the tokenizer): `AutoModel*.from_pretrained(id)` finds nothing to load
 * there. Such a model loads with optimum's ONNX Runtime classes (`ORTModelFor*`, the
 * `optimum-onnx[onnxruntime]` package), which take the ONNX file by name
 * (https://huggingface.co/docs/optimum/onnxruntime/usage_guides/models). Decided from the
 * repository's files, so a record that lists none is left as it is.
 */

/** Weight files transformers' `from_pretrained` loads (PyTorch, safetensors, Flax, TensorFlow, sharded indexes). */
const TRANSFORMERS_WEIGHTS = /\.(safetensors|bin|pt|pth|msgpack|h5)$|\.index\.json$/;

/**
 * The ONNX Runtime class for each auto class whose model is one ONNX file. Encoder-decoder
 * models (seq2seq, speech-to-text, vision-to-text) are exported as several files and are not
 * listed: they get no snippet rather than a guess.
 */
const ORT_CLASSES: Readonly<Record<string, string>> = {
  AutoModel: "ORTModelForFeatureExtraction",
  AutoModelForMaskedLM: "ORTModelForMaskedLM",
  AutoModelForSequenceClassification: "ORTModelForSequenceClassification",
  AutoModelForTokenClassification: "ORTModelForTokenClassification",
  AutoModelForQuestionAnswering: "ORTModelForQuestionAnswering",
  AutoModelForMultipleChoice: "ORTModelForMultipleChoice",
  AutoModelForCausalLM: "ORTModelForCausalLM",
  AutoModelForImageClassification: "ORTModelForImageClassification",
  AutoModelForSemanticSegmentation: "ORTModelForSemanticSegmentation",
  AutoModelForAudioClassification: "ORTModelForAudioClassification",
  AutoModelForCTC: "ORTModelForCTC",
};

export type OnnxLoad =
  /** Load with `ortClass.from_pretrained(id, [subfolder=…,] file_name=…)`. */
  | { ortClass: string; subfolder: string; fileName: string }
  /** ONNX only, with no single-file ONNX Runtime class for the model: no snippet, this message. */
  | { message: string };

/**
 * How to load a transformers model whose files hold ONNX weights and nothing transformers
 * loads; undefined when the files are unknown (the record lists none) or hold such weights.
 */
export function onnxOnlyLoad(files: readonly string[], autoModel: string): OnnxLoad | undefined {
  if (files.length === 0 || files.some((f) => TRANSFORMERS_WEIGHTS.test(f))) return undefined;
  const onnx = files.filter((f) => f.endsWith(".onnx"));
  if (onnx.length === 0) return undefined;
  const ortClass = Object.hasOwn(ORT_CLASSES, autoModel) ? ORT_CLASSES[autoModel]! : undefined;
  if (!ortClass) {
    return { message: `The repository holds ONNX weights only, which ${autoModel} cannot load; no ONNX Runtime class loads this model from one file` };
  }
  const file = chooseOnnxFile(onnx);
  const slash = file.lastIndexOf("/");
  return { ortClass, subfolder: slash < 0 ? "" : file.slice(0, slash), fileName: file.slice(slash + 1) };
}

/** `model.onnx` (the name optimum exports) nearest the root, else the shallowest file, first by name. */
function chooseOnnxFile(onnx: readonly string[]): string {
  const depth = (f: string) => f.split("/").length;
  const sorted = [...onnx].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  return sorted.find((f) => f === "model.onnx" || f.endsWith("/model.onnx")) ?? sorted[0]!;
}

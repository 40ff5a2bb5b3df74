// npm i @huggingface/transformers
import { AutoModel } from "@huggingface/transformers";

// The repository lacks the weights Transformers.js loads by default (fp32 in Node, q8 in a
// browser): dtype picks ones it has
const model = await AutoModel.from_pretrained("onnx-community/some-model-ONNX", { dtype: "fp32" });

// npm i @huggingface/transformers
import { AutoModel } from "@huggingface/transformers";

const model = await AutoModel.from_pretrained("onnx-community/some-model-ONNX");

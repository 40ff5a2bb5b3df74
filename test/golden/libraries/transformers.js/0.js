// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

// The repository lacks the weights Transformers.js loads by default (fp32 in Node, q8 in a
// browser): dtype picks ones it has
const pipe = await pipeline("text-classification", "Xenova/distilbert-base-uncased-finetuned-sst-2-english", { dtype: "q8" });

// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-classification", "Xenova/distilbert-base-uncased-finetuned-sst-2-english");

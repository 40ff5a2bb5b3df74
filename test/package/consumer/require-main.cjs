// Run by test/package/consumer.test.ts: the main entry from CommonJS (require of ESM, Node >= 20.19).
const atlas = require("model-atlas");
const snippets = atlas.getInferenceSnippets({ id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition" }, { provider: "hf-inference" });
console.log(JSON.stringify({ gguf: atlas.parseGGUFQuantLabel("phi-3-mini-Q8_0.gguf"), snippets: snippets.length, sh: snippets.some((s) => s.language === "sh") }));

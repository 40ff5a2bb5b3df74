// The provider-mapping cache of @huggingface/inference (the hub client), or undefined where that
// package or its layout is not there. The client keeps each model's mapping for the life of the
// process; harnesses that run many snippets in one process clear it between snippets, as each
// snippet would start a new process of its own.
export async function providerMappingCache() {
  try {
    const index = import.meta.resolve("@huggingface/inference");
    return (await import(new URL("./lib/getInferenceProviderMapping.js", index).href)).inferenceProviderMappingCache;
  } catch {
    return undefined;
  }
}

/**
 * The local apps in the order the model page offers them: the most used first. No registry
 * counts use, so the order is a judgement from public signals (how widely each runner is
 * adopted and recommended for GGUF models, the open-source projects' GitHub stars), kept in
 * this one place. Apps not listed follow in the registry's order.
 */
import type { LocalAppId } from "../../../engine/index.js";

// Typed as app ids: a renamed or removed app fails the type check here.
export const LOCAL_APPS_BY_USE: readonly LocalAppId[] = [
  "ollama",
  "llama.cpp",
  "lmstudio",
  "vllm",
  "jan",
  "localai",
  "sglang",
  "mlx-lm",
  "unsloth",
  "docker-model-runner",
];

/** Sorts apps by `LOCAL_APPS_BY_USE`, the others after them in their own order. */
export function byUse<T extends { id: string }>(apps: readonly T[]): T[] {
  const rank = (id: string) => {
    const at = (LOCAL_APPS_BY_USE as readonly string[]).indexOf(id);
    return at < 0 ? LOCAL_APPS_BY_USE.length : at;
  };
  return apps
    .map((app, i) => ({ app, i }))
    .sort((a, b) => rank(a.app.id) - rank(b.app.id) || a.i - b.i)
    .map(({ app }) => app);
}

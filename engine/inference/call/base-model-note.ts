/**
 * The note a text-generation snippet carries for a base model (no `conversational` tag, so no
 * chat template). Such a model is called on the provider's completions route with a plain
 * prompt to continue, as the hub's clients do; a chat request to it gives poor answers, and the
 * note says so. A provider that serves text generation on its chat route only gets a note that
 * says that instead, in every client (the SDKs call that route too). One line each: templates
 * print them with the `comment` helper.
 */
import type { HttpRequestSpec } from "./http-request.js";

const POOR_CHAT = "A chat request to a base model gives poor answers: pick a chat model for conversations.";

/**
 * `raw`: the client sends the provider's request itself (a raw-HTTP client), not through an SDK.
 * `servedAsChat`: the provider serves text generation on its chat route only, so every client,
 * the SDKs too, makes a chat call there (`ProviderTask.servedAsChat`).
 */
export function baseModelNote(task: string, chat: boolean, raw: boolean, plan: HttpRequestSpec | undefined, servedAsChat = false): string[] | undefined {
  if (task !== "text-generation") return undefined;
  if (servedAsChat) {
    const how = raw ? "the prompt goes as one user message" : "the client calls that route with the prompt as one user message";
    return [
      `This provider serves text generation through its chat route only: ${how}.`,
      "A base model has no chat template, so expect weaker answers than from a chat model.",
    ];
  }
  if (chat) return undefined;
  const route = plan?.url.split("?")[0] ?? "";
  if (raw && route.endsWith("/chat/completions")) {
    return [
      "This provider serves text generation on its chat route only: the prompt goes as one user message.",
      "A base model has no chat template, so expect weaker answers than from a chat model.",
    ];
  }
  if (raw) return ["A base model (no chat template): the prompt goes to the completions route as text to continue.", POOR_CHAT];
  return ["A base model (no chat template): the prompt is sent as text to continue, not as a chat.", POOR_CHAT];
}

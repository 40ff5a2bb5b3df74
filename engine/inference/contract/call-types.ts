/**
 * What the core and its plugins pass each other about one call: the task's inputs (../call/task-inputs.ts
 * builds them), and the target and code of an SDK client's chat call (../chat/sdk-chat.ts).
 */
import type { ChatPayload } from "../providers/types.js";
import type { HttpRequestSpec } from "../call/http-request.js";

export interface TaskInputs {
  inputs: unknown;
  parameters?: Record<string, unknown>;
  chat?: ChatPayload;
}

/** What differs in the chat call of an SDK client (../chat/sdk-chat.ts). */
export interface ChatClientTraits {
  /** The model the call names (from the call's raw request and hub model id); absent: the hub model (or on an endpoint or a chat route, the model it serves). */
  model?(call: { plan?: HttpRequestSpec; hubModelId: string }): string;
  /** Takes the endpoint and the provider as call arguments (huggingface.js). */
  routeArgs?: boolean;
  /** Streams through a method of its own, not a `stream` argument (huggingface.js). */
  streamMethod?: boolean;
  /** Sends `reasoning_effort` inside `extra_body` (huggingface_hub's chat_completion has no such parameter). */
  reasoningInExtraBody?: boolean;
}

export interface ChatTarget {
  client: string;
  /** What the client's chat call does its own way (`SdkClient.chat`). */
  traits: ChatClientTraits;
  model?: string;
  provider?: string;
  endpointUrl?: string;
}

export interface ChatCallCode {
  /** Call arguments: python keyword lines at `level` 1 (and 2 in `args2`), a JS object at level 0 (1 in `args2`). */
  args: string;
  /** Written only when a template reads it (the tools loops do). */
  args2(): string;
  /** `messages = …` / `tools = …` for the tools loop (empty otherwise). */
  messages: string;
  tools: string;
  /** Lines reading local image files into base64 variables. */
  prepare: string;
  readsFiles: boolean;
}

/** What decides whether a client is offered for a call (../call/client-rules.ts). */
export interface ClientConditions {
  providerId: string;
  conversational: boolean;
  endpoint: boolean;
  /** The language's hub SDK has a method for the task (its basic* templates call it by name). */
  hasSdkMethod: boolean;
  templateName: string;
}

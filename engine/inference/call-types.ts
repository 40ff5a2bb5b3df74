/**
 * What the core and its plugins pass each other about one call: the task's inputs (./task-inputs.ts
 * builds them), and the target and code of an SDK client's chat call (./chat/sdk-chat.ts).
 */
import type { ChatPayload } from "./providers/types.js";

export interface TaskInputs {
  inputs: unknown;
  parameters?: Record<string, unknown>;
  chat?: ChatPayload;
}

export interface ChatTarget {
  client: string;
  model?: string;
  provider?: string;
  endpointUrl?: string;
}

export interface ChatCallCode {
  /** Call arguments: python keyword lines at `level` 1 (and 2 in `args2`), a JS object at level 0 (1 in `args2`). */
  args: string;
  args2: string;
  /** `messages = …` / `tools = …` for the tools loop (empty otherwise). */
  messages: string;
  tools: string;
  /** Lines reading local image files into base64 variables. */
  prepare: string;
  readsFiles: boolean;
}

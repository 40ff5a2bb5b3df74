/** The shape of engine/generated/chat-mode-table.ts (written by scripts/registry/emit.ts). */
import type { ChatMode } from "../template-context.js";

/** `language/client` → each chat mode the client has a template for → whether it has the streamed template too. */
export type ChatModeTable = Readonly<Record<string, Readonly<Partial<Record<ChatMode, { readonly streaming: boolean }>>>>>;

/**
 * Which chat modes each language and client offers, read from the table the registry derives
 * from the template names (engine/generated/chat-mode-table.ts): a client offers a mode when it
 * has the mode's template (`conversational`, `chatTools`, `chatStructured`, `responses`), and
 * streams it when it has the `…Stream` one too. For a page that shows the modes before
 * rendering anything (the viewer's Mode control): no template is built. The modes beyond plain
 * chat still need the chat-modes plugin in `model-atlas/inference`.
 */
import { CHAT_MODE_TABLE } from "../../generated/chat-mode-table.js";
import { CHAT_MODE_IDS, type ChatMode } from "./mode-definitions.js";

export interface ClientModes {
  client: string;
  /** The modes the client has templates for, in the chat-mode table's order (./mode-definitions.ts). */
  modes: ChatMode[];
  /** The modes among them it also streams. */
  streaming: ChatMode[];
}

const ORDER = CHAT_MODE_IDS;

/** Every client of `language` that has a chat template, with its modes; [] for an unknown language. */
export function modesForLanguage(language: string): ClientModes[] {
  return Object.entries(CHAT_MODE_TABLE)
    .filter(([key]) => key.split("/")[0] === language)
    .map(([key, table]) => {
      const modes = ORDER.filter((mode) => table[mode]);
      return { client: key.slice(language.length + 1), modes, streaming: modes.filter((mode) => table[mode]!.streaming) };
    });
}

/** The languages that offer `mode` with at least one client (streamed, when `streaming` is set). */
export function languagesWithMode(mode: ChatMode, streaming = false): string[] {
  const languages = Object.entries(CHAT_MODE_TABLE)
    .filter(([, table]) => table[mode] && (!streaming || table[mode]!.streaming))
    .map(([key]) => key.split("/")[0]!);
  return [...new Set(languages)];
}

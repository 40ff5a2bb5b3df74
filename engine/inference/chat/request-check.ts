/**
 * The chat checks every request goes through: chat-only fields on a model without chat, mode
 * fields without the chat-modes plugin, and the plugin's own checks of mode combinations. Each
 * problem is reported with the request field it concerns; all of them in one AtlasError.
 */
import { AtlasError, type Problem } from "../../errors/atlas-error.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatModes } from "../contract/plugin-contract.js";
import { needsChatModes } from "./modes.js";
import { PLUGIN_MODE_FIELDS } from "./mode-definitions.js";
import { PLAIN_CHAT_FIELDS } from "./payload.js";

export function checkChatRequest(request: ResolvedSnippetRequest, conversational: boolean, task: string, modes: ChatModes | undefined): void {
  const problems: Problem[] = [];
  const add = (path: string, message: string, hint?: string) => problems.push({ code: "input", path, message: `snippet request: ${message}`, hint });
  if (!modes) needsChatModes(request, add);
  if (problems.length) throw new AtlasError(problems);
  if (!conversational) {
    // Fields only chat models take: the modes' (in the chat-mode table's order), then plain chat's.
    for (const field of [...PLUGIN_MODE_FIELDS, ...PLAIN_CHAT_FIELDS]) {
      if (request[field] !== undefined)
        add(
          field,
          `${field} applies to chat models only, and this model's pipeline is ${JSON.stringify(task)} without chat`,
          'tag a text-generation model "conversational", or leave the field out',
        );
    }
  } else {
    // Local images go to a model that reads images; a text-only chat model would be sent them anyway.
    if (request.imageSource === "file" && task !== "image-text-to-text") {
      add(
        "imageSource",
        `imageSource "file" reads local images, and this model's pipeline is ${JSON.stringify(task)}, which takes text only`,
        'leave imageSource out, or choose a vision-language model (pipeline "image-text-to-text")',
      );
    }
    modes?.check(request, add);
  }
  if (problems.length) throw new AtlasError(problems);
}

/** The template of a chat request: its mode's, or plain chat's. */
export function chatTemplateName(request: ResolvedSnippetRequest, modes: ChatModes | undefined): string {
  return modes?.templateName(request) ?? (request.streaming ? "conversationalStream" : "conversational");
}

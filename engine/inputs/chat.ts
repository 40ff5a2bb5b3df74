/**
 * Chat messages for conversational sample inputs. Text-generation models get one user turn
 * of plain text; vision-language models (image-text-to-text) get one user turn holding a text
 * part and an image-URL part, the shape OpenAI-compatible chat APIs accept.
 */
import type { ChatMessage } from "../schema/snippet.js";

export function userTextMessage(text: string): ChatMessage[] {
  return [{ role: "user", content: text }];
}

export function userTextAndImageMessage(text: string, imageUrl: string): ChatMessage[] {
  return [
    {
      role: "user",
      content: [
        { type: "text", text },
        { type: "image_url", image_url: { url: imageUrl } },
      ],
    },
  ];
}

/** What a caller asks for (a snippet request) and what it gets back (snippets). */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";
import { CHAT_REQUEST_FIELDS } from "./chat-request.js";

useEnglishMessages();

export const LANGUAGES = ["python", "js", "sh", "go", "ruby", "php", "java"] as const;
export type Language = (typeof LANGUAGES)[number];

export const ChatMessageSchema = z.looseObject({
  role: z.string().check(z.minLength(1)),
  content: z.union([
    z.string(),
    z.array(
      z.union([
        z.looseObject({ type: z.literal("text"), text: z.string() }),
        z.looseObject({ type: z.literal("image_url"), image_url: z.looseObject({ url: z.string() }) }),
      ]),
    ),
  ]),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

export const SnippetRequestSchema = z.strictObject({
  /** Inference provider id, or "auto" to let the router choose. */
  provider: z._default(z.string().check(z.minLength(1)), "hf-inference"),
  /** A literal token to put in the code; without it the code reads an environment variable. */
  accessToken: z.optional(z.string()),
  /**
   * Call this URL (a dedicated endpoint) instead of a provider. Any text is accepted and
   * escaped like every other value; the command line checks that it is an http(s) URL.
   */
  endpointUrl: z.optional(z.string()),
  /** Organisation billed for the call: the `X-HF-Bill-To` header. */
  billTo: z.optional(z.string()),
  /** Call the provider's own host with the provider's own key instead of routing through the hub. */
  directRequest: z.optional(z.boolean()),
  streaming: z.optional(z.boolean()),
  /** Replaces the sample input. */
  inputs: z.optional(z.unknown()),
  messages: z.optional(z.array(ChatMessageSchema)),
  temperature: z.optional(z.number()),
  max_tokens: z.optional(z.int()),
  top_p: z.optional(z.number()),
  ...CHAT_REQUEST_FIELDS,
});

export type SnippetRequest = z.input<typeof SnippetRequestSchema>;
export type ResolvedSnippetRequest = z.output<typeof SnippetRequestSchema>;

export const SnippetSchema = z.object({
  language: z.enum(LANGUAGES),
  client: z.string().check(z.minLength(1)),
  content: z.string(),
});
export type Snippet = z.output<typeof SnippetSchema>;

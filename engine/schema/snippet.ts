/** What a caller asks for (a snippet request) and what it gets back (snippets). */
import { z } from "zod";

export const LANGUAGES = ["python", "js", "sh"] as const;
export type Language = (typeof LANGUAGES)[number];

export const ChatMessageSchema = z
  .object({
    role: z.string().min(1),
    content: z.union([
      z.string(),
      z.array(
        z.union([
          z.object({ type: z.literal("text"), text: z.string() }).loose(),
          z.object({ type: z.literal("image_url"), image_url: z.object({ url: z.string() }).loose() }).loose(),
        ]),
      ),
    ]),
  })
  .loose();
export type ChatMessage = z.output<typeof ChatMessageSchema>;

export const SnippetRequestSchema = z
  .object({
    /** Inference provider id, or "auto" to let the router choose. */
    provider: z.string().min(1).default("hf-inference"),
    /** A literal token to put in the code; without it the code reads an environment variable. */
    accessToken: z.string().optional(),
    /** Call this URL (a dedicated endpoint) instead of a provider. */
    endpointUrl: z.string().optional(),
    /** Organisation billed for the call: the `X-HF-Bill-To` header. */
    billTo: z.string().optional(),
    /** Call the provider's own host with the provider's own key instead of routing through the hub. */
    directRequest: z.boolean().optional(),
    streaming: z.boolean().optional(),
    /** Replaces the sample input. */
    inputs: z.unknown().optional(),
    messages: z.array(ChatMessageSchema).optional(),
    temperature: z.number().optional(),
    max_tokens: z.number().int().optional(),
    top_p: z.number().optional(),
  })
  .strict();

export type SnippetRequest = z.input<typeof SnippetRequestSchema>;
export type ResolvedSnippetRequest = z.output<typeof SnippetRequestSchema>;

export const SnippetSchema = z.object({
  language: z.enum(LANGUAGES),
  client: z.string().min(1),
  content: z.string(),
});
export type Snippet = z.output<typeof SnippetSchema>;

/**
 * A local app, as written in `templates/local-apps/<id>/app.yaml`: a server or desktop app
 * that downloads a model and runs it on the user's machine. Strict: unknown keys fail the build.
 * An app either opens by a deeplink (`deeplink`) or is run from commands to paste (`snippets`,
 * each rendered from Handlebars templates in the same folder).
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";

useEnglishMessages();

const httpsUrl = z.url({ protocol: /^https$/, error: "expected an https URL" });
const nonEmpty = () => z.string().check(z.minLength(1));
const BARE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const templateName = z.string().check(z.regex(BARE_NAME, "a template is a bare file name without .hbs (letters, digits, '.', '_', '-')"));

/** App ids: lower-case letters, digits, '.', '_' and '-' (`llama.cpp`, `docker-model-runner`). */
export const LOCAL_APP_ID_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * The rules an app's `offerWhen` may name; engine/local-apps/rules.ts defines each one (the
 * compiler checks that it defines these and no others).
 */
export const LOCAL_APP_RULE_NAMES = [
  "llama-cpp-gguf",
  "gguf-with-file",
  "mlx",
  "transformers-llm",
  "server-quantised-llm",
  "servable-llm",
  "sglang-llm",
  "tgi",
  "unsloth",
  "ryzenai",
  "diffusers-text-to-image",
  "diffusers-lora",
  "diffusers-safetensors-image",
  "joyfusion-coreml",
  "tool-calling-gguf-chat",
] as const;

export type LocalAppRuleName = (typeof LOCAL_APP_RULE_NAMES)[number];

/** Values a deeplink may carry; each is percent-encoded where it goes. */
export const DEEPLINK_VALUES = ["repo", "file", "quant"] as const;

export const DeeplinkQuerySchema = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z0-9._-]+$/, "a query parameter name is letters, digits, '.', '_' or '-'")),
  value: z.enum(DEEPLINK_VALUES),
  /** Percent-encode "/" too (some apps read the value as one path segment). */
  encodeSlash: z._default(z.boolean(), false),
});

export const DeeplinkSchema = z.strictObject({
  /** Only when this rule holds; the first variant that applies is used. */
  when: z.optional(z.enum(LOCAL_APP_RULE_NAMES)),
  /** The URL before the query; `{repo}` is replaced by the model id, each path segment encoded. */
  url: z.string().check(z.regex(/^[a-z][a-z0-9+.-]*:\/\/[^\s?#]*$/, "a deeplink URL is scheme://…, without a query or fragment (put those in `query`)")),
  /** Query parameters in order; one whose value is unknown (no file chosen) is left out. */
  query: z._default(z.array(DeeplinkQuerySchema), []),
});

export const LocalAppSnippetSchema = z.strictObject({
  title: nonEmpty(),
  /** Only when this rule holds / does not hold. */
  when: z.optional(z.enum(LOCAL_APP_RULE_NAMES)),
  unless: z.optional(z.enum(LOCAL_APP_RULE_NAMES)),
  /** Template (in the app's folder) for the one-time install step. */
  setup: z.optional(templateName),
  /** Template for the commands that run the model. */
  content: templateName,
});

export const LocalAppSchema = z
  .strictObject({
    id: z.string().check(z.regex(LOCAL_APP_ID_PATTERN, "an id holds lower-case letters, digits, '.', '_' or '-'")),
    prettyLabel: nonEmpty(),
    docsUrl: httpsUrl,
    /** The task the app is for (a pipeline type). */
    mainTask: nonEmpty(),
    macOSOnly: z._default(z.boolean(), false),
    /** The app is offered when any of these rules holds for the model. */
    offerWhen: z.array(z.enum(LOCAL_APP_RULE_NAMES)).check(z.minLength(1)),
    /** Documentation pages the commands, flags and URL schemes were checked against. */
    checkedAgainst: z.array(httpsUrl).check(z.minLength(1)),
    deeplink: z.optional(z.array(DeeplinkSchema).check(z.minLength(1))),
    snippets: z.optional(z.array(LocalAppSnippetSchema).check(z.minLength(1))),
  })
  .check(
    z.refine((a) => (a.deeplink === undefined) !== (a.snippets === undefined), {
      message: "an app needs exactly one of `deeplink` or `snippets`",
    }),
  );

export type LocalAppEntry = z.output<typeof LocalAppSchema>;
export type DeeplinkSpec = z.output<typeof DeeplinkSchema>;

/**
 * A task record, as written in `tasks/<task-id>/task.yaml`. Strict: an unknown key in
 * one of our own files is a typo, and the registry build reports it.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";

useEnglishMessages();

const nonEmpty = () => z.string().check(z.minLength(1));

const Reference = z.strictObject({ id: nonEmpty(), description: nonEmpty() });

const label = z.optional(nonEmpty());

/**
 * A file in the task's own media/ folder: a bare name, so that `../task.yaml` or an absolute
 * path can neither pass the registry's existence check nor send the viewer out of the folder.
 */
const mediaFile = z
  .string()
  .check(
    z.regex(
      /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*$/,
      "a media file name is a bare name in tasks/<id>/media/ (letters, digits, '.', '_', '-'; no folders, no '..')",
    ),
  );

const TokenSpan = z.strictObject({
  type: nonEmpty(),
  start: z.int().check(z.minimum(0)),
  end: z.int().check(z.minimum(0)),
});

export const DemoItemSchema = z.discriminatedUnion("type", [
  /** `label` is absent on follow-up fields of a group (the 2nd and 3rd sentence to compare). */
  z.strictObject({ type: z.literal("text"), label, content: nonEmpty() }),
  z.strictObject({ type: z.literal("img"), label, filename: mediaFile }),
  z.strictObject({ type: z.literal("audio"), label, filename: mediaFile }),
  z.strictObject({
    type: z.literal("chart"),
    label,
    /** Probabilities in [0, 1], except ranking logits (text-ranking), hence any finite score. */
    data: z.array(z.strictObject({ label: nonEmpty(), score: z.number() })).check(z.minLength(1)),
  }),
  z.strictObject({
    type: z.literal("tabular"),
    label,
    /** First row is the header. */
    table: z.array(z.array(z.string())).check(z.minLength(1)),
  }),
  z
    .strictObject({
      type: z.literal("text-with-tokens"),
      label,
      content: nonEmpty(),
      /** Offsets are JavaScript string indexes; `end` is exclusive. */
      tokens: z.array(TokenSpan),
    })
    .check(
      z.superRefine((item, ctx) => {
        // A span must cut a real, non-empty piece out of the content, or the viewer highlights nothing.
        item.tokens.forEach((token, i) => {
          if (token.end <= token.start || token.end > item.content.length) {
            ctx.addIssue({
              code: "custom",
              path: ["tokens", i],
              message: `span ${token.start}..${token.end} is not inside the ${item.content.length}-character content`,
            });
          }
        });
      }),
    ),
]);
export type DemoItem = z.output<typeof DemoItemSchema>;

export const TaskRecordSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  label: nonEmpty(),
  libraries: z._default(z.array(z.string()), []),
  summary: z.optional(nonEmpty()),
  datasets: z._default(z.array(Reference), []),
  models: z._default(z.array(Reference), []),
  spaces: z._default(z.array(Reference), []),
  metrics: z._default(z.array(Reference), []),
  demo: z.optional(z.strictObject({ inputs: z._default(z.array(DemoItemSchema), []), outputs: z._default(z.array(DemoItemSchema), []) })),
  widgetModels: z._default(z.array(nonEmpty()), []),
  youtubeId: z.optional(nonEmpty()),
  isPlaceholder: z._default(z.boolean(), false),
  /** The task that covers this one; `getTask` follows it. */
  canonicalId: z.optional(z.string()),
});

export type TaskRecord = z.output<typeof TaskRecordSchema> & {
  /** Markdown from `tasks/<id>/about.md`, when the task has one. */
  about?: string;
};

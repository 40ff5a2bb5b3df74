/**
 * A task record, as written in `tasks/<task-id>/task.yaml`. Strict: an unknown key in
 * one of our own files is a typo, and the registry build reports it.
 */
import { z } from "zod";

const Reference = z.object({ id: z.string().min(1), description: z.string().min(1) }).strict();

const label = z.string().min(1).optional();

/**
 * A file in the task's own media/ folder: a bare name, so that `../task.yaml` or an absolute
 * path can neither pass the registry's existence check nor send the viewer out of the folder.
 */
const mediaFile = z
  .string()
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*$/, "a media file name is a bare name in tasks/<id>/media/ (letters, digits, '.', '_', '-'; no folders, no '..')");

export const DemoItemSchema = z.discriminatedUnion("type", [
  /** `label` is absent on follow-up fields of a group (the 2nd and 3rd sentence to compare). */
  z.object({ type: z.literal("text"), label, content: z.string().min(1) }).strict(),
  z.object({ type: z.literal("img"), label, filename: mediaFile }).strict(),
  z.object({ type: z.literal("audio"), label, filename: mediaFile }).strict(),
  z
    .object({
      type: z.literal("chart"),
      label,
      /** Probabilities in [0, 1], except ranking logits (text-ranking), hence any finite score. */
      data: z.array(z.object({ label: z.string().min(1), score: z.number().finite() }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal("tabular"),
      label,
      /** First row is the header. */
      table: z.array(z.array(z.string())).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal("text-with-tokens"),
      label,
      content: z.string().min(1),
      tokens: z.array(z.object({ type: z.string().min(1), start: z.number().int().min(0), end: z.number().int().min(0) }).strict()),
    })
    .strict()
    .superRefine((item, ctx) => {
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
]);
export type DemoItem = z.output<typeof DemoItemSchema>;

export const TaskRecordSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    label: z.string().min(1),
    libraries: z.array(z.string()).default([]),
    summary: z.string().min(1).optional(),
    datasets: z.array(Reference).default([]),
    models: z.array(Reference).default([]),
    spaces: z.array(Reference).default([]),
    metrics: z.array(Reference).default([]),
    demo: z
      .object({ inputs: z.array(DemoItemSchema).default([]), outputs: z.array(DemoItemSchema).default([]) })
      .strict()
      .optional(),
    widgetModels: z.array(z.string().min(1)).default([]),
    youtubeId: z.string().min(1).optional(),
    isPlaceholder: z.boolean().default(false),
    /** The task that covers this one; `getTask` follows it. */
    canonicalId: z.string().optional(),
  })
  .strict();

export type TaskRecord = z.output<typeof TaskRecordSchema> & {
  /** Markdown from `tasks/<id>/about.md`, when the task has one. */
  about?: string;
};

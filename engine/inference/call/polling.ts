/**
 * Jobs and queues: providers that answer a request with a job to poll instead of the result
 * (fal-ai's queue, Replicate predictions, Novita, Together and Wavespeed video jobs, Z.ai's
 * async images). A definition describes the flow as data; `../code/polling-code.ts` turns it into
 * code per language, and the `poll` response partials print that code.
 *
 * The flow a raw-HTTP snippet runs:
 *   1. POST the request; the answer is the job (`job`).
 *   2. Build the status URL once from the job (`statusUrl`), then GET it every `interval`
 *      seconds until `done` holds (or `failed` does: the snippet stops with an error).
 *   3. With `resultUrl`, GET the result from there (fal-ai); otherwise the last status answer
 *      is the result.
 *   4. `result`: download the media URL found at `path` to a file, or print the JSON at `path`.
 */

/** A path into a JSON document: keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/**
 * One piece of a URL built at run time:
 * - `base`: the base URL the request went to (the router's `https://router.huggingface.co/<id>`
 *   or the provider's own host): it is how fal-ai's and Wavespeed's relative paths get the
 *   router's provider prefix back.
 * - `submit`: the full URL of the request (Together polls `<submit url>/<id>`).
 * - `text`: literal text.
 * - `field`: a value of the job: as it is, URI-encoded, or only the path of the URL it holds.
 */
export type UrlPart = { base: true } | { submit: true } | { text: string } | { field: JsonPath; take: "value" | "encoded" | "pathname" };

/** `path` of a JSON answer equals one of `values`. */
export interface FieldTest {
  path: JsonPath;
  values: string[];
}

export type PollResult =
  /** The result holds a media URL at `path`; the snippet downloads it to `output`. `listOrValue`: the field may also be a list of URLs (the first is taken). */
  | { kind: "media"; path: JsonPath; output: string; listOrValue?: boolean }
  /** Print the result (or the part of it at `path`). */
  | { kind: "json"; path?: JsonPath };

export interface PollResponse {
  kind: "poll";
  statusUrl: UrlPart[];
  /** Seconds between two polls. */
  interval: number;
  done: FieldTest;
  failed?: FieldTest;
  /** Where the result is once the job is done, when it is not the status answer itself. */
  resultUrl?: UrlPart[];
  result: PollResult;
}

/** A multipart/form-data body: files and text fields (OpenAI-style transcription routes). */
export interface MultipartField {
  name: string;
  /** A text value... */
  value?: string;
  /** ...or a file read from disk (`FileInput` from ../providers/types.ts). */
  file?: { file: string; mime: string };
}

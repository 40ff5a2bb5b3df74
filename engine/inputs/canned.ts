/**
 * The canned sample input of every task that has one. Which kind each task gets (a sentence,
 * a JSON object, a media file, chat messages), the file names and the table columns are facts
 * from the public task list; every sentence here is our own.
 *
 * Tasks missing from `CANNED_INPUTS` have no example; the generator says so instead of guessing.
 */

/** Placeholder for the mask token when a fill-mask model does not declare one. */
export const DEFAULT_MASK_TOKEN = "[MASK]";

/** What a task's sample input is, before a model's own widget data is applied. */
export type CannedInput =
  /** A sentence or prompt. `mask` marks the fill-mask sentence: `before + mask_token + after`. */
  | { kind: "text"; text: string; mask?: { before: string; after: string } }
  /**
   * A JSON object. `files` names the keys whose value is a file name (the caller reads the file);
   * `singleQuoted` prints the display form as compact JSON inside single quotes (tabular tasks).
   */
  | { kind: "object"; value: Record<string, unknown>; files?: readonly string[]; singleQuoted?: boolean }
  /** A media file shipped next to the snippet: the caller reads it and sends its bytes. */
  | { kind: "file"; media: "image" | "audio"; fileName: string }
  /** Chat messages: one user turn, either plain text or a text part plus an image URL part. */
  | { kind: "chat"; text: string; imageUrl?: string };

const AUDIO_FILE = "sample1.flac";
const IMAGE_FILE = "cats.jpg";
const EDIT_IMAGE_FILE = "cat.png";
/** The picture the vision-language example asks about (a public, stable URL). */
export const CHAT_IMAGE_URL = "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";

/** The fish measurements used by both tabular tasks (column names and values are facts). */
const FISH_TABLE = {
  Height: [11.52, 12.48],
  Length1: [23.2, 24.0],
  Length2: [25.4, 26.3],
  Species: ["Bream", "Bream"],
};

export const CANNED_INPUTS: Readonly<Record<string, CannedInput>> = {
  "text-classification": { kind: "text", text: "The delivery came two days early and everything worked out of the box." },
  "token-classification": { kind: "text", text: "Ada Lovelace wrote the first published algorithm in London in 1843." },
  "table-question-answering": {
    kind: "object",
    value: {
      query: "Which repository has the most contributors?",
      table: {
        "Repository": ["model-atlas", "tiny-tokenizer", "vision-kit"],
        "Stars": ["1520", "830", "2210"],
        "Contributors": ["41", "12", "57"],
        "Programming language": ["TypeScript", "Rust", "Python"],
      },
    },
  },
  "question-answering": {
    kind: "object",
    value: {
      question: "How tall is the lighthouse?",
      context: "The lighthouse on the north cape was finished in 1902 and stands 38 metres tall.",
    },
  },
  "zero-shot-classification": {
    kind: "text",
    text: "My card was charged twice for the same order and I would like one of the payments returned.",
  },
  "translation": { kind: "text", text: "Mein Zug hat heute zwanzig Minuten Verspätung." },
  "summarization": {
    kind: "text",
    text:
      "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, " +
      "members agreed to add protected bike lanes on the four busiest streets, to be built over the next " +
      "two years. Shop owners asked for loading zones to be kept, and the council promised to review the " +
      "design with them before work starts in the spring.",
  },
  "feature-extraction": { kind: "text", text: "Embeddings turn sentences into vectors that can be compared." },
  "text-generation": { kind: "chat", text: "Suggest three names for a bakery that only sells sourdough bread." },
  "fill-mask": { kind: "text", text: "", mask: { before: "A good cup of coffee starts with freshly ground ", after: "." } },
  "sentence-similarity": {
    kind: "object",
    value: {
      source_sentence: "The cat is sleeping on the sofa.",
      sentences: ["A kitten naps on the couch.", "The dog is barking at the mail carrier.", "Stock prices fell sharply this morning."],
    },
  },
  "text-to-speech": { kind: "text", text: "Welcome aboard. Please keep your seatbelt fastened while seated." },
  "text-to-audio": { kind: "text", text: "Gentle rain on a tin roof with distant thunder." },
  "automatic-speech-recognition": { kind: "file", media: "audio", fileName: AUDIO_FILE },
  "audio-to-audio": { kind: "file", media: "audio", fileName: AUDIO_FILE },
  "audio-classification": { kind: "file", media: "audio", fileName: AUDIO_FILE },
  "image-classification": { kind: "file", media: "image", fileName: IMAGE_FILE },
  "object-detection": { kind: "file", media: "image", fileName: IMAGE_FILE },
  "image-segmentation": { kind: "file", media: "image", fileName: IMAGE_FILE },
  "text-to-image": { kind: "text", text: "A lighthouse on a rocky coast at sunset, painted in watercolour." },
  "image-to-text": { kind: "file", media: "image", fileName: IMAGE_FILE },
  "image-to-image": {
    kind: "object",
    value: { image: EDIT_IMAGE_FILE, prompt: "Give the cat a tiny knitted scarf." },
    files: ["image"],
  },
  "image-to-video": {
    kind: "object",
    value: { image: EDIT_IMAGE_FILE, prompt: "The cat slowly turns its head and blinks." },
    files: ["image"],
  },
  "tabular-classification": { kind: "object", value: FISH_TABLE, singleQuoted: true },
  "tabular-regression": { kind: "object", value: FISH_TABLE, singleQuoted: true },
  "text-to-video": { kind: "text", text: "A paper boat drifting down a rain-filled street gutter." },
  "image-text-to-text": { kind: "chat", text: "What landmark is shown here? Answer in one sentence.", imageUrl: CHAT_IMAGE_URL },
  "image-text-to-image": {
    kind: "object",
    value: { image: EDIT_IMAGE_FILE, prompt: "Paint the background in the style of a starry night." },
    files: ["image"],
  },
  "image-text-to-video": {
    kind: "object",
    value: { image: EDIT_IMAGE_FILE, prompt: "Snow begins to fall gently around the cat." },
    files: ["image"],
  },
  "document-question-answering": {
    kind: "object",
    value: { image: EDIT_IMAGE_FILE, question: "What colour is the cat?" },
    files: ["image"],
  },
  "zero-shot-image-classification": { kind: "file", media: "image", fileName: IMAGE_FILE },
  "visual-question-answering": {
    kind: "object",
    value: { image: IMAGE_FILE, question: "How many cats are lying on the sofa?" },
    files: ["image"],
  },
};

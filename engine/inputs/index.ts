/** Sample inputs per task: see sample-input.ts for the API and its rules. */
export {
  getModelInputData,
  getModelInputSnippet,
  NO_INPUT_EXAMPLE,
  type ModelInputData,
  type ModelInputSnippet,
  type SampleInputModel,
  type SampleInputOptions,
} from "./sample-input.js";
export { CANNED_INPUTS, CHAT_IMAGE_URL } from "./canned.js";

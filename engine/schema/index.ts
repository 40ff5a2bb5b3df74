export * from "./model.js";
export { checkModelRecord, type ModelCheck, type RecordProblem } from "./model-check.js";
export * from "./snippet.js";
export * from "./task.js";
export * from "./library.js";
export * from "./record-fields.js";
export { endpointUrlProblem, ENDPOINT_URL_EXAMPLE } from "./endpoint-url.js";
export { hubIdProblems, isHubId, HUB_ID_MAX_LENGTH } from "./hub-id.js";

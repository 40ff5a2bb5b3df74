/**
 * The task catalogue (160 KB of task records), loaded when a tool or resource first needs it:
 * a service that only writes snippets starts without it (test/package/service-start.test.ts).
 */
export const taskCatalogue = () => import("./tasks.js");

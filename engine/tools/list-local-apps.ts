/** list_local_apps (`POST /v1/local-apps`): the apps that run a model on the user's machine. */
import { fence } from "../cards/markdown-escape.js";
import { getLocalApps } from "../local-apps/index.js";
import { listLocalAppsContract } from "./contracts/list-local-apps.js";
import { defineTool } from "./define.js";
import { engineCall } from "./engine-call.js";
import { resolveModel } from "./model.js";

export const listLocalApps = defineTool(listLocalAppsContract, async (args, ctx) => {
  const { file, app } = args;
  const model = await resolveModel(args.model, ctx);
  const apps = engineCall(() => getLocalApps(model, { ...(file ? { file } : {}), ...(app ? { app } : {}) }));
  const text = apps.length
    ? apps
        .map((a) =>
          [
            `## ${a.label}${a.file ? ` (${a.file})` : ""}`,
            ...(a.url ? [a.url] : []),
            ...(a.snippets ?? []).map((s) => `${s.title}:\n${fence(`${s.setup ? `${s.setup}\n` : ""}${s.content}`, "sh")}`),
          ].join("\n"),
        )
        .join("\n\n")
    : `No local app runs ${JSON.stringify(model.id)}.`;
  return { text, data: { model: model.id, apps } };
});

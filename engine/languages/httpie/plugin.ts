/** HTTPie (`http`), a second raw-HTTP client of the shell, added to the sh plugin's curl. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/httpie.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";
import { httpieTarget } from "./http.js";
import { sh } from "../sh/literals.js";

/** Built from the module's data when the client first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const httpiePlugin: ClientPack = {
  extends: "sh",
  clients: ["httpie"],
  http: { httpie: /* @__PURE__ */ httpieTarget(sh) },
  get templates() {
    return templates();
  },
};

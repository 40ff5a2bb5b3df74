/**
 * The model page's "Use this model locally" section: an app picker over the local apps the
 * model runs in, an Open button for apps that open by a deeplink, the commands with Copy for
 * the others, and for GGUF repositories the file (and quantization) they load, which can be
 * changed. The choices live in the URL query (`localApp`, `ggufFile`).
 */
import { useMemo } from "react";
import { getLocalApps, ggufFileChoices, LOCAL_APP_IDS, type LocalAppResult, type ModelRecordInput } from "../../../engine/index.js";
import { byUse } from "../data/local-app-usage.js";
import { useQuery } from "../router.js";
import { CodeBlock } from "./code-block.js";
import { ErrorBox } from "./error-box.js";
import { FilterChips, type Chip } from "./filter-chips.js";
import { Section } from "./section-heading.js";
import { SelectField } from "./select-field.js";

/** The GGUF files a user can choose from: whole files and the first part of split ones, projectors left out. */
export function ggufFileOptions(model: ModelRecordInput): { value: string; label: string }[] {
  const siblings = (model as { siblings?: unknown }).siblings;
  const files = Array.isArray(siblings) ? siblings.map((s) => (s as { rfilename?: unknown })?.rfilename).filter((f): f is string => typeof f === "string") : [];
  return ggufFileChoices(files).map((choice) => {
    const parts = choice.parts.length > 1 ? `${choice.parts.length} parts` : "";
    const detail = [choice.quant, parts].filter(Boolean).join(", ");
    return { value: choice.file, label: detail ? `${choice.file} (${detail})` : choice.file };
  });
}

function loadApps(model: ModelRecordInput, file: string | undefined): { apps: LocalAppResult[]; error?: string } {
  try {
    return { apps: byUse(getLocalApps(model, { file })) };
  } catch (error) {
    return { apps: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export function LocalAppsSection({ model }: { model: ModelRecordInput }) {
  const [query, setQuery] = useQuery();
  const files = useMemo(() => ggufFileOptions(model), [model]);
  const askedFile = query.get("ggufFile") ?? undefined;
  const file = askedFile !== undefined && files.some((f) => f.value === askedFile) ? askedFile : undefined;
  const { apps, error } = useMemo(() => loadApps(model, file), [model, file]);
  const askedApp = query.get("localApp") ?? undefined;
  // The most used app first (the list is sorted by use), and the recommended file: the one the snippets load.
  const app = apps.find((a) => a.id === askedApp) ?? apps[0];
  const recommended = apps.find((a) => a.file)?.file ?? files[0]?.value;

  const flagged: Chip[] = [];
  if (askedFile !== undefined && file === undefined) {
    const problem = files.length > 0 ? "not a GGUF weights file of this repository" : "this repository lists no GGUF file";
    flagged.push({ key: "ggufFile", text: `GGUF file: ${askedFile}`, problem, onRemove: () => setQuery({ ggufFile: undefined }) });
  }
  if (askedApp !== undefined && app && app.id !== askedApp) {
    const known = (LOCAL_APP_IDS as readonly string[]).includes(askedApp);
    flagged.push({
      key: "localApp",
      text: `App: ${askedApp}`,
      problem: known ? "it does not run this model" : "not a local app",
      onRemove: () => setQuery({ localApp: undefined }),
    });
  }

  return (
    <Section id="local-apps" title="Use this model locally">
      {flagged.length > 0 && (
        <FilterChips chips={flagged} label="Ignored link values" onClearAll={() => setQuery({ ggufFile: undefined, localApp: undefined })} />
      )}
      {error && <ErrorBox title="The local apps could not be listed">{error}</ErrorBox>}
      {!error && apps.length === 0 && <p className="muted">No local app runs this model.</p>}
      {app && (
        <>
          <div className="controls" role="group" aria-label="Local app options">
            <SelectField
              label="App"
              value={app.id}
              options={apps.map((a) => ({ value: a.id, label: `${a.label}${a.macOSOnly ? " (macOS only)" : ""}` }))}
              onChange={(value) => setQuery({ localApp: value })}
            />
            {files.length > 0 && (
              <SelectField label="GGUF file" value={app.file ?? file ?? recommended!} options={files} onChange={(value) => setQuery({ ggufFile: value })} />
            )}
          </div>
          <LocalAppView app={app} />
        </>
      )}
    </Section>
  );
}

function LocalAppView({ app }: { app: LocalAppResult }) {
  return (
    <div className="local-app">
      <p>
        <strong>{app.label}</strong>
        {app.macOSOnly && <span className="pill">macOS only</span>}{" "}
        <a href={app.docsUrl} rel="noreferrer" target="_blank">
          documentation
        </a>
      </p>
      {app.file && (
        <p className="muted">
          Loads <code>{app.file}</code>
          {app.quant && (
            <>
              {" "}
              (quantization <strong>{app.quant}</strong>)
            </>
          )}
          .
        </p>
      )}
      {app.kind === "deeplink" && app.url && (
        <p>
          <a className="button" href={app.url}>
            {`Open in ${app.label}`}
          </a>{" "}
          <code className="deeplink">{app.url}</code>
        </p>
      )}
      {(app.snippets ?? []).map((s, i) => (
        <div key={i} className="local-app-snippet">
          <h3 className="snippet-name">{s.title}</h3>
          {s.setup && <CodeBlock code={s.setup} language="sh" label={`${app.label}: ${s.title}, setup`} />}
          <CodeBlock code={s.content} language="sh" label={`${app.label}: ${s.title}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * The model page's "Use this model locally" section: an app picker over the local apps the
 * model runs in, an Open button for apps that open by a deeplink, the commands with Copy for
 * the others, and for GGUF repositories the file (and quantization) they load, which can be
 * changed. The choices live in the URL query (`localApp`, `ggufFile`).
 */
import { useMemo } from "react";
import { chooseGgufFile, getLocalApps, type LocalAppResult, type ModelRecordInput } from "../../../engine/index.js";
import { useQuery } from "../router.js";
import { CodeBlock } from "./code-block.js";
import { ErrorBox } from "./error-box.js";
import { Section } from "./section-heading.js";
import { SelectField } from "./select-field.js";

/** The GGUF files a user can choose from: whole files and the first part of split ones. */
export function ggufFileOptions(model: ModelRecordInput): { value: string; label: string }[] {
  const siblings = (model as { siblings?: unknown }).siblings;
  const files = Array.isArray(siblings) ? siblings.map((s) => (s as { rfilename?: unknown })?.rfilename).filter((f): f is string => typeof f === "string") : [];
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const f of files) {
    if (!/\.gguf$/i.test(f)) continue;
    const choice = chooseGgufFile(files, f);
    if (!choice || seen.has(choice.file) || /mmproj/i.test(choice.file.split("/").pop()!)) continue;
    seen.add(choice.file);
    const parts = choice.parts.length > 1 ? `, ${choice.parts.length} parts` : "";
    options.push({ value: choice.file, label: `${choice.file}${choice.quant ? ` (${choice.quant}${parts})` : parts ? ` (${parts.slice(2)})` : ""}` });
  }
  return options;
}

function loadApps(model: ModelRecordInput, file: string | undefined): { apps: LocalAppResult[]; error?: string } {
  try {
    return { apps: getLocalApps(model, { file }) };
  } catch (error) {
    return { apps: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export function LocalAppsSection({ model }: { model: ModelRecordInput }) {
  const [query, setQuery] = useQuery();
  const files = useMemo(() => ggufFileOptions(model), [model]);
  const asked = query.get("ggufFile") ?? undefined;
  const file = asked !== undefined && files.some((f) => f.value === asked) ? asked : undefined;
  const { apps, error } = useMemo(() => loadApps(model, file), [model, file]);
  const app = apps.find((a) => a.id === query.get("localApp")) ?? apps[0];

  return (
    <Section id="local-apps" title="Use this model locally">
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
              <SelectField label="GGUF file" value={app.file ?? file ?? files[0]!.value} options={files} onChange={(value) => setQuery({ ggufFile: value })} />
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

/** /models/<org>/<name>: an embedded example model, or a pasted record (?record=<json>), with its snippet area. */
import { useMemo } from "react";
import { getLibrary, isTaskId, type ModelRecordInput } from "../../../engine/index.js";
import { ErrorBox } from "../components/error-box.js";
import { PasteModel } from "../components/paste-model.js";
import { readPastedRecord } from "../snippets/read-record.js";
import { SnippetArea } from "../components/snippet-area.js";
import { LocalAppsSection } from "../components/local-apps-section.js";
import { CardLink } from "../components/card-link.js";
import { useTitle } from "../components/use-title.js";
import { findExampleModel } from "../data/example-models.js";
import { Link, useQuery } from "../router.js";

export default function ModelPage({ id }: { id: string }) {
  const [query] = useQuery();
  const pasted = query.get("record");
  const fromUrl = useMemo(() => (pasted === null ? undefined : readPastedRecord(pasted)), [pasted]);
  const example = findExampleModel(id);
  const record = (fromUrl?.record as ModelRecordInput | undefined) ?? (fromUrl ? undefined : example?.record);
  useTitle(record ? record.id : id);
  return (
    <article>
      <p className="breadcrumb">
        <Link href="/models">Models</Link> / {id}
      </p>
      <h1 className="model-id">{record?.id ?? id}</h1>
      {fromUrl?.error && <ErrorBox title="The record in this link cannot be used">{fromUrl.error}</ErrorBox>}
      {record ? (
        <>
          <ModelFacts model={record} kind={fromUrl ? "Pasted record" : example?.kind} />
          <SnippetArea key={JSON.stringify(record)} model={record} />
          <LocalAppsSection key={`local:${JSON.stringify(record)}`} model={record} />
          {!fromUrl && example && <CardLink id={example.record.id} />}
        </>
      ) : (
        !fromUrl && (
          <p className="notice" role="note">
            <code>{id}</code> is not one of the embedded example models. Paste its record below, or pick one from the{" "}
            <Link href="/models">list</Link>.
          </p>
        )
      )}
      <details className="paste-details" open={!record}>
        <summary>Paste a model record</summary>
        <PasteModel initial={pasted ?? ""} />
      </details>
    </article>
  );
}

function ModelFacts({ model, kind }: { model: ModelRecordInput; kind?: string }) {
  return (
    <dl className="facts">
      {kind && (
        <div>
          <dt>Example of</dt>
          <dd>{kind}</dd>
        </div>
      )}
      <div>
        <dt>Task</dt>
        <dd>{factLink(model.pipeline_tag, isTaskId, "/tasks/")}</dd>
      </div>
      <div>
        <dt>Library</dt>
        <dd>{factLink(model.library_name, (name) => getLibrary(name) !== undefined, "/libraries/")}</dd>
      </div>
      {model.tags && model.tags.length > 0 && (
        <div>
          <dt>Tags</dt>
          <dd>{model.tags.join(", ")}</dd>
        </div>
      )}
    </dl>
  );
}

/** A link to the value's page when the catalogue has one; a pasted record may name anything. */
function factLink(value: string | undefined, known: (value: string) => boolean, base: string) {
  if (!value) return "none";
  return known(value) ? <Link href={`${base}${value}`}>{value}</Link> : <>{value} (not in the catalogue)</>;
}

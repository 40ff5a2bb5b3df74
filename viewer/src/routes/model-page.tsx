/**
 * /models/<org>/<name>: an embedded example model, or a pasted record with its snippet area.
 * A pasted record is in the URL fragment (`#record=…`, see data/record-link.ts); an old link
 * with `?record=<json>` in the query still opens, and is rewritten to the fragment form.
 * Each section renders on its own: one that fails says why and the others stay.
 */
import { useEffect, useMemo, useState } from "react";
import { getLibrary, isTaskId, type ModelRecordInput } from "../../../engine/index.js";
import { ErrorBoundary } from "../components/error-boundary.js";
import { ErrorBox } from "../components/error-box.js";
import { PasteModel } from "../components/paste-model.js";
import { readPastedRecord } from "../snippets/read-record.js";
import { SnippetArea } from "../components/snippet-area.js";
import { LocalAppsSection } from "../components/local-apps-section.js";
import { CardLink } from "../components/card-link.js";
import { useTitle } from "../components/use-title.js";
import { findExampleModel } from "../data/example-models.js";
import { plainPayload, readRecordPayload, recordFragment, recordInFragment } from "../data/record-link.js";
import { planIfValid } from "../snippets/model-plan.js";
import { ModelPlanSection } from "../components/model-plan-section.js";
import { Link, navigate, useLocation, useQuery } from "../router.js";

/** The pasted record's JSON text: from the fragment (decompressed once it is read) or an old `?record=` query. */
function usePastedText(): { text?: string; error?: string; pending: boolean } {
  const { hash, pathname } = useLocation();
  const [query] = useQuery();
  const payload = recordInFragment(hash);
  const fromQuery = query.get("record");
  const plain = payload === undefined ? undefined : plainPayload(payload);
  const [read, setRead] = useState<{ payload: string; text?: string; error?: string }>();
  useEffect(() => {
    if (payload === undefined || plain !== undefined) return;
    let live = true;
    readRecordPayload(payload).then(
      (text) => live && setRead({ payload, text }),
      (error: unknown) => live && setRead({ payload, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [payload, plain]);
  // An old link: move the record out of the query, where a long one makes servers answer 431.
  useEffect(() => {
    if (payload !== undefined || fromQuery === null) return;
    const rest = new URLSearchParams(query);
    rest.delete("record");
    const search = rest.toString();
    void recordFragment(fromQuery).then((fragment) => navigate(`${pathname}${search ? `?${search}` : ""}${fragment}`, { replace: true }));
  }, [payload, fromQuery]); // eslint-disable-line react-hooks/exhaustive-deps
  if (payload === undefined) return fromQuery === null ? { pending: false } : { text: fromQuery, pending: false };
  if (plain !== undefined) return { text: plain, pending: false };
  if (read?.payload !== payload) return { pending: true };
  return { ...read, pending: false };
}

export default function ModelPage({ id }: { id: string }) {
  const pasted = usePastedText();
  const fromUrl = useMemo(() => (pasted.text === undefined ? undefined : readPastedRecord(pasted.text)), [pasted.text]);
  const example = findExampleModel(id);
  const fromLink = pasted.text !== undefined || pasted.error !== undefined || pasted.pending;
  const record = (fromUrl?.record as ModelRecordInput | undefined) ?? (fromLink ? undefined : example?.record);
  const error = pasted.error ?? fromUrl?.error;
  useTitle(record ? record.id : id);
  const facts = record && (
    <ErrorBoundary section="Model facts">
      <ModelFacts model={record} kind={fromLink ? "Pasted record" : example?.kind} />
    </ErrorBoundary>
  );
  const plan = record && (
    <ErrorBoundary key={`plan:${JSON.stringify(record)}`} section="Who serves it">
      <ModelPlanSection model={record} />
    </ErrorBoundary>
  );
  const snippets = record && (
    <ErrorBoundary key={`snippets:${JSON.stringify(record)}`} section="Inference snippets">
      <SnippetArea model={record} />
    </ErrorBoundary>
  );
  const local = record && (
    <ErrorBoundary key={`local:${JSON.stringify(record)}`} section="Use this model locally">
      <LocalAppsSection model={record} />
    </ErrorBoundary>
  );
  return (
    <article>
      <p className="breadcrumb">
        <Link href="/models">Models</Link> / {id}
      </p>
      <h1 className="model-id">{record?.id ?? id}</h1>
      {pasted.pending && <p role="status">Reading the record in this link…</p>}
      {error && <ErrorBox title="The record in this link cannot be used">{error}</ErrorBox>}
      {record ? (
        <>
          {facts}
          {/* A GGUF repository no provider serves runs on the user's machine: say that first. */}
          {runsOnlyLocally(record) ? (
            <>
              {local}
              {snippets}
            </>
          ) : (
            <>
              {snippets}
              {local}
            </>
          )}
          {plan}
          {!fromLink && example && <CardLink id={example.record.id} />}
        </>
      ) : (
        !fromLink && (
          <p className="notice" role="note">
            <code>{id}</code> is not one of the embedded example models. Paste its record below, or pick one from the <Link href="/models">list</Link>.
          </p>
        )
      )}
      <details className="paste-details" open={!record && !pasted.pending}>
        <summary>Paste a model record</summary>
        {/* Remounted once a compressed record is read, so the box holds it for editing. */}
        <PasteModel key={pasted.pending ? "reading" : "read"} initial={pasted.text ?? ""} />
      </details>
    </article>
  );
}

/** A model the plan says runs on the user's machine rather than hosted: a GGUF repository no provider is known to serve. */
export function runsOnlyLocally(model: ModelRecordInput): boolean {
  const plan = planIfValid(model);
  if (!plan?.localApps.length) return false;
  return plan.warnings.some((w) => w.code === "gguf-not-served") || plan.providers.callable.length === 0;
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

/** /libraries/<id>: a library's facts and its snippets rendered for an example model. */
import { getLibrary } from "../../../engine/index.js";
import { CodeBlock } from "../components/code-block.js";
import { ErrorBox, LoggedList } from "../components/error-box.js";
import { LibraryFacts } from "../components/library-facts.js";
import { Section } from "../components/section-heading.js";
import { useTitle } from "../components/use-title.js";
import { exampleModelForLibrary, findExampleModel } from "../data/example-models.js";
import { recordUrl } from "../components/paste-model.js";
import { editUrl } from "../data/repo.js";
import { Link } from "../router.js";
import { librarySnippets } from "../snippets/engine.js";

export default function LibraryPage({ id }: { id: string }) {
  const library = getLibrary(id);
  useTitle(library?.prettyLabel ?? "Library not found");
  if (!library) {
    return (
      <>
        <h1>Library not found</h1>
        <p>
          There is no library <code>{id}</code> in the registry. See <Link href="/libraries">all libraries</Link>.
        </p>
      </>
    );
  }
  const model = exampleModelForLibrary(library);
  const result = librarySnippets(model);
  return (
    <article>
      <p className="breadcrumb">
        <Link href="/libraries">Libraries</Link> / {library.id}
      </p>
      <h1>{library.prettyLabel}</h1>
      <LibraryFacts library={library} />
      <p className="page-actions">
        <a className="button" href={editUrl(`libraries/${library.id}.yaml`)} rel="noreferrer">
          Update on GitHub
        </a>
      </p>
      <Section id="snippets" title="Snippets">
        <p>
          Rendered for the example model{" "}
          <Link href={findExampleModel(model.id) ? `/models/${model.id}` : recordUrl(JSON.stringify(model), model.id)}>{model.id}</Link>.
        </p>
        {result.error && <ErrorBox title="The library snippet failed">{result.error}</ErrorBox>}
        <LoggedList messages={result.logged} />
        {!result.error && result.snippets.length === 0 && <p className="muted">This library has no usage snippet.</p>}
        {result.snippets.map((s, i) =>
          s.message ? (
            <p key={i} className="notice" role="note">
              {s.name && <strong>{s.name}: </strong>}
              {s.message}
            </p>
          ) : (
            <div key={i}>
              {s.name && <h3 className="snippet-name">{s.name}</h3>}
              <CodeBlock code={s.content} language={s.language} label={`${s.name ?? library.id} snippet`} />
            </div>
          ),
        )}
      </Section>
    </article>
  );
}

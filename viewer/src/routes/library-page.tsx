/** /libraries/<id>: a library's facts and its snippets rendered for an example model. */
import { getLibrary, type LibraryEntry } from "../../../engine/index.js";
import { LibrarySnippetList } from "../components/library-snippet-list.js";
import { LibraryFacts } from "../components/library-facts.js";
import { NotFound } from "../components/not-found.js";
import { Section } from "../components/section-heading.js";
import { useTitle } from "../components/use-title.js";
import { exampleModelForLibrary } from "../data/example-models.js";
import { modelPageUrl } from "../data/model-url.js";
import { editUrl } from "../data/repo.js";
import { Link } from "../router.js";

export default function LibraryPage({ id }: { id: string }) {
  const library = getLibrary(id);
  if (!library) {
    return (
      <NotFound title="Library not found" href="/libraries" linkText="all libraries">
        There is no library <code>{id}</code> in the registry.
      </NotFound>
    );
  }
  return <LibraryView library={library} />;
}

function LibraryView({ library }: { library: LibraryEntry }) {
  useTitle(library.prettyLabel);
  const model = exampleModelForLibrary(library);
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
          Rendered for the example model <Link href={modelPageUrl(model)}>{model.id}</Link>.
        </p>
        <LibrarySnippetList model={model} nameLevel={3} />
      </Section>
    </article>
  );
}

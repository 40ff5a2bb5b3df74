/** /models: the embedded example models, and a form to paste any other record. */
import { PasteModel } from "../components/paste-model.js";
import { Section } from "../components/section-heading.js";
import { useTitle } from "../components/use-title.js";
import { EXAMPLE_MODELS } from "../data/example-models.js";
import { Link } from "../router.js";

export default function ModelsPage() {
  useTitle("Models");
  return (
    <>
      <h1>Models</h1>
      <p className="lead">Example models embedded in the viewer: open one to see its inference and library snippets.</p>
      <Section id="examples" title={`Examples (${EXAMPLE_MODELS.length})`}>
        <ul className="card-grid">
          {EXAMPLE_MODELS.map(({ kind, record }) => (
            <li key={record.id} className="card">
              <Link className="card-title model-id" href={`/models/${record.id}`}>
                {record.id}
              </Link>
              <p className="card-text">{kind}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="paste" title="Paste a model record">
        <PasteModel />
      </Section>
    </>
  );
}

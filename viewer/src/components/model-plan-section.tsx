/**
 * The model plan as the CLI's `plan` prints it: one fact a line (task, providers, mapping,
 * library, local apps, warnings), so the page says what every other surface says.
 */
import { planLines, type ModelRecordInput } from "../../../engine/index.js";
import { planOf } from "../snippets/model-plan.js";
import { SectionHeading } from "./section-heading.js";

export function ModelPlanSection({ model }: { model: ModelRecordInput }) {
  const plan = planOf(model);
  return (
    <section className="model-plan">
      <SectionHeading id="plan">Who serves it</SectionHeading>
      <ul data-testid="model-plan">
        {planLines(plan).map((line) => (
          <li key={line} className={line.startsWith("Warning") ? "plan-warning" : undefined}>
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A repository name as the registry spells it ("🤗/transformers"). The 🤗 stands for the
 * Hugging Face organisation: it is named for screen readers, and where the browser has no
 * emoji font it is written as the organisation's name instead of a missing-glyph box.
 */
import { useEffect, useState } from "react";
import { hasGlyph } from "../data/emoji.js";

const HUGGING_FACE = "🤗";

export function RepoName({ name }: { name: string }) {
  const [emoji, setEmoji] = useState(true);
  useEffect(() => setEmoji(hasGlyph(HUGGING_FACE)), []);
  if (!name.includes(HUGGING_FACE)) return <>{name}</>;
  return (
    <>
      {name.split(HUGGING_FACE).map((part, i) => (
        <span key={i}>
          {i > 0 &&
            (emoji ? (
              <span role="img" aria-label="Hugging Face">
                {HUGGING_FACE}
              </span>
            ) : (
              "huggingface"
            ))}
          {part}
        </span>
      ))}
    </>
  );
}

/** Renders the safe Markdown subset as React elements (text nodes only; never raw HTML). */
import type { ReactNode } from "react";
import { parseMarkdown, slugify, type Block, type Inline } from "../markdown/parse.js";
import { CodeBlock } from "./code-block.js";
import { SectionHeading } from "./section-heading.js";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "code":
        return <code key={index}>{node.text}</code>;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "link": {
        const external = /^https?:/.test(node.href);
        return (
          <a key={index} href={node.href} {...(external ? { rel: "noreferrer" } : {})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

/**
 * A name for each code block, unique on the page: its language and the heading it sits under,
 * numbered when one heading holds several of a language ("python example 1 of 2, Quick start").
 */
export function codeBlockNames(blocks: Block[]): Map<number, string> {
  const groups = new Map<string, number[]>();
  let heading = "";
  blocks.forEach((block, index) => {
    if (block.kind === "heading") heading = block.text;
    if (block.kind !== "code") return;
    const key = JSON.stringify([block.language || "code", heading]);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const names = new Map<number, string>();
  for (const [key, indexes] of groups) {
    const [language, under] = JSON.parse(key) as [string, string];
    indexes.forEach((index, i) => {
      const count = indexes.length > 1 ? ` ${i + 1} of ${indexes.length}` : "";
      names.set(index, `${language} example${count}${under ? `, ${under}` : ""}`);
    });
  }
  return names;
}

function renderBlock(block: Block, index: number, idPrefix: string, headingOffset: number, codeName: string): ReactNode {
  switch (block.kind) {
    case "heading": {
      const level = Math.min(4, Math.max(2, block.level + headingOffset)) as 2 | 3 | 4;
      return (
        <SectionHeading key={index} id={`${idPrefix}${slugify(block.text)}`} level={level}>
          {renderInline(block.children)}
        </SectionHeading>
      );
    }
    case "paragraph":
      return <p key={index}>{renderInline(block.children)}</p>;
    case "quote":
      return <blockquote key={index}>{renderInline(block.children)}</blockquote>;
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case "code":
      return <CodeBlock key={index} code={block.text} language={block.language} label={codeName} />;
    case "table":
      return (
        <div key={index} className="table-wrap" tabIndex={0} role="region" aria-label="Table">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} scope="col">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>{renderInline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * `headingOffset` shifts heading levels so a file's "#" sits under the page's own h2;
 * `idPrefix` keeps its anchors apart from the page's section ids.
 */
export function Markdown({ source, idPrefix = "", headingOffset = 1 }: { source: string; idPrefix?: string; headingOffset?: number }) {
  const blocks = parseMarkdown(source);
  const names = codeBlockNames(blocks);
  return <div className="markdown">{blocks.map((block, i) => renderBlock(block, i, idPrefix, headingOffset, names.get(i) ?? ""))}</div>;
}

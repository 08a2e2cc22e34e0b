import "./Markdown.css";
import { Fragment, useMemo, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "../lib/markdown";

function inlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case "text":
        return <Fragment key={i}>{n.value}</Fragment>;
      case "code":
        return <code key={i}>{n.value}</code>;
      case "em":
        return <em key={i}>{inlines(n.children)}</em>;
      case "strong":
        return <strong key={i}>{inlines(n.children)}</strong>;
      case "break":
        return <br key={i} />;
      case "link":
        // Links leave the site in a new tab without handing it our window or the referrer; a refused URL keeps the text.
        return n.href ? (
          <a key={i} href={n.href} title={n.title} target="_blank" rel="noopener noreferrer">
            {inlines(n.children)}
          </a>
        ) : (
          <span key={i} className="md-dead-link">
            {inlines(n.children)}
          </span>
        );
      case "image":
        return n.src ? <img key={i} src={n.src} alt={n.alt} title={n.title} loading="lazy" className="md-image" /> : null;
    }
  });
}

function blocks(nodes: readonly Block[]): ReactNode[] {
  return nodes.map((b, i) => {
    switch (b.type) {
      case "paragraph":
        return <p key={i}>{inlines(b.children)}</p>;
      case "heading": {
        const H = `h${b.level}` as const;
        return <H key={i}>{inlines(b.children)}</H>;
      }
      case "quote":
        return <blockquote key={i}>{blocks(b.children)}</blockquote>;
      case "code":
        return (
          <pre key={i}>
            <code>{b.value}</code>
          </pre>
        );
      case "rule":
        return <hr key={i} />;
      case "list": {
        const items = b.items.map((item, j) => <li key={j}>{listItem(item)}</li>);
        return b.ordered ? (
          <ol key={i} start={b.start === 1 ? undefined : b.start}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
    }
  });
}

/** A list item of one paragraph renders tight (no <p>), as CommonMark does for tight lists. */
function listItem(item: readonly Block[]): ReactNode {
  const [first, second] = item;
  if (first?.type === "paragraph" && item.length === 1) return inlines(first.children);
  if (first?.type === "paragraph" && second?.type === "list" && item.length === 2) {
    return [...inlines(first.children), ...blocks([second])];
  }
  return blocks(item);
}

/**
 * Safe markdown (lib/markdown.ts): members' text rendered as React elements, never as HTML; raw HTML dropped, every
 * URL through lib/markdown-url. Synchronous and small, so the landing's example cards need no extra chunk.
 */
export function Markdown({ source, className = "" }: { source: string | null | undefined; className?: string }) {
  const tree = useMemo(() => (source ? parseMarkdown(source) : []), [source]);
  if (!source) return null;
  return <div className={`markdown ${className}`}>{blocks(tree)}</div>;
}

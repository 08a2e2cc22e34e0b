import "./Markdown.css";
import type { ComponentProps, JSX } from "react";
import ReactMarkdown, { type Components, type ExtraProps } from "react-markdown";
import { safeUrl } from "../lib/markdown-url";

/**
 * The brief's markdown rules (product brief §5, docs/architecture.md "Markdown"), on react-markdown (CommonMark,
 * no plugins): raw HTML is skipped, plain URLs stay text (no GFM autolinks), every link and image URL goes through
 * lib/markdown-url after entity decoding, images are drawn at most 350 × 350 px (Markdown.css).
 */
const urlTransform = (url: string): string | undefined => safeUrl(url);

type Props<T extends keyof JSX.IntrinsicElements> = ComponentProps<T> & ExtraProps;

const components: Components = {
  // Links leave the site in a new tab without handing it our window or the referrer; a refused URL keeps the text.
  a({ node: _node, href, title, children }: Props<"a">) {
    return href ? (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span className="md-dead-link">{children}</span>
    );
  },
  img({ node: _node, src, alt, title }: Props<"img">) {
    return src ? <img src={src} alt={alt} title={title} loading="lazy" className="md-image" /> : null;
  },
};

/**
 * Members' markdown rendered as React elements, never as HTML strings. It weighs what react-markdown does, so only
 * the pages that show markdown import it (their route chunks are lazy); the landing does not.
 */
export function Markdown({ source, className = "" }: { source: string | null | undefined; className?: string }) {
  if (!source) return null;
  return (
    <div className={`markdown ${className}`}>
      <ReactMarkdown skipHtml urlTransform={urlTransform} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}

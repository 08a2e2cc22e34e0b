import ReactMarkdown, { type Components } from "react-markdown";
import { safeUrl } from "../lib/markdown-url";

const components: Components = {
  // Links leave the site in a new tab without handing it our window or the referrer.
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span className="md-dead-link">{children}</span>
    ),
  img: ({ node: _node, src, alt, ...rest }) =>
    typeof src === "string" && src ? <img {...rest} src={src} alt={alt ?? ""} loading="lazy" className="md-image" /> : null,
};

/**
 * The markdown renderer (react-markdown, CommonMark only): raw HTML skipped, no GFM so plain URLs stay text,
 * every URL through the policy in lib/markdown-url. Loaded lazily through <Markdown/>.
 */
export default function MarkdownRenderer({ source }: { source: string }) {
  return (
    <ReactMarkdown skipHtml urlTransform={(url) => safeUrl(url)} components={components}>
      {source}
    </ReactMarkdown>
  );
}

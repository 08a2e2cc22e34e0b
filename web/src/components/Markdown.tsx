import "./Markdown.css";
import { lazy, Suspense } from "react";

const MarkdownRenderer = lazy(() => import("./MarkdownRenderer"));

/** Safe markdown (see MarkdownRenderer). react-markdown loads in its own chunk on first use. */
export function Markdown({ source, className = "" }: { source: string | null | undefined; className?: string }) {
  if (!source) return null;
  return (
    <div className={`markdown ${className}`}>
      <Suspense fallback={<p className="markdown__loading">{source}</p>}>
        <MarkdownRenderer source={source} />
      </Suspense>
    </div>
  );
}

/**
 * The markdown URL policy: links and images may use http(s), mailto, relative paths and anchors,
 * plus inline base64 images (gif, png, jpeg, webp). Every other scheme (javascript:, vbscript:, file:,
 * data:text/html, ...) is dropped: the element keeps its text but loses the attribute.
 */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);
const DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);base64,[a-z0-9+/=]*$/i;
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"), so we do too.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

export function safeUrl(url: string): string | undefined {
  const compact = url.replace(IGNORED_IN_SCHEME, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A relative URL; "//host" (protocol-relative) is fine too: it inherits http(s).
    // A colon before the first "/", "?" or "#" that is not a valid scheme (e.g. "&#x3a;") is rejected to be safe.
    const firstColon = compact.indexOf(":");
    const firstDelimiter = compact.search(/[/?#]/);
    if (firstColon !== -1 && (firstDelimiter === -1 || firstColon < firstDelimiter)) return undefined;
    return url.trim();
  }
  if (ALLOWED_SCHEMES.has(scheme)) return url.trim();
  if (scheme === "data" && DATA_IMAGE.test(compact)) return compact;
  return undefined;
}

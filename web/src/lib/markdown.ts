// Over 400 lines: one small parser (block and inline passes) kept in one file so its safety rules are read in one place.
/**
 * A small markdown parser for the texts members write (mission objectives, quest descriptions, notes, Locus cards):
 * the CommonMark subset those texts use, parsed into a plain tree that components/Markdown.tsx renders as React
 * elements — never as HTML strings, so text can never become markup. Decisions (docs/architecture.md, "Markdown"):
 * - blocks: paragraphs, ATX headings (#…######), blockquotes, bullet and ordered lists (nested by indentation),
 *   fenced and indented code, thematic breaks; raw HTML blocks are dropped;
 * - inline: emphasis and strong (* and _), code spans, links `[text](url "title")`, images `![alt](url)`,
 *   autolinks `<https://…>`, hard breaks (two trailing spaces or a backslash), backslash escapes, entities;
 *   inline HTML tags are dropped (their text stays); plain URLs stay text (no GFM autolinking);
 * - every URL goes through the policy in lib/markdown-url (after entity decoding, so `&#x6a;avascript:` is caught).
 */
import { safeUrl } from "./markdown-url";

export type Inline =
  | { type: "text"; value: string }
  | { type: "code"; value: string }
  | { type: "em" | "strong"; children: Inline[] }
  | { type: "link"; href: string | undefined; title?: string; children: Inline[] }
  | { type: "image"; src: string | undefined; alt: string; title?: string }
  | { type: "break" };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "quote"; children: Block[] }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "code"; value: string }
  | { type: "rule" };

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  reg: "®",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  laquo: "«",
  raquo: "»",
};

/** Decodes HTML character references (named ones of the list above, decimal and hex); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (all, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? all;
  });
}

const ESCAPABLE = /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g;
const unescape = (s: string) => decodeEntities(s.replace(ESCAPABLE, "$1"));

// ---------------------------------------------------------------- inline

function pushText(out: Inline[], value: string) {
  if (!value) return;
  const last = out[out.length - 1];
  if (last?.type === "text") last.value += value;
  else out.push({ type: "text", value });
}

/** Finds the `)` closing a link destination that starts at `from` (balanced parentheses, escapes skipped). */
function closingParen(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) return i;
      depth--;
    } else if (c === "\n" && s[i + 1] === "\n") return -1;
  }
  return -1;
}

/** Finds the `]` closing link text opened just before `from` (nested brackets and code spans respected). */
function closingBracket(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === "`") {
      const ticks = /^`+/.exec(s.slice(i))![0];
      const end = s.indexOf(ticks, i + ticks.length);
      if (end !== -1) i = end + ticks.length - 1;
    } else if (c === "[") depth++;
    else if (c === "]") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

function destination(raw: string): { url: string; title?: string } {
  const trimmed = raw.trim();
  const m = /^(<[^<>\n]*>|\S+)(?:\s+("[^"]*"|'[^']*'|\([^()]*\)))?$/.exec(trimmed);
  if (!m) return { url: unescape(trimmed) };
  const target = m[1] ?? "";
  const url = target.startsWith("<") ? target.slice(1, -1) : target;
  return { url: unescape(url), title: m[2] ? unescape(m[2].slice(1, -1)) : undefined };
}

const plainText = (nodes: Inline[]): string =>
  nodes
    .map((n) =>
      n.type === "text" || n.type === "code"
        ? n.value
        : "children" in n
          ? plainText(n.children)
          : n.type === "image"
            ? n.alt
            : "",
    )
    .join("");

const HTML_TAG =
  /^<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s+[a-zA-Z_:][-a-zA-Z0-9_.:]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/;
const HTML_COMMENT = /^<!--[\s\S]*?-->/;
const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/;
const EMAIL_AUTOLINK =
  /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/;

/** Parses inline markdown. `depth` bounds recursion so hostile nesting cannot exhaust the stack. */
export function parseInline(s: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  if (depth > 20) {
    pushText(out, unescape(s));
    return out;
  }
  let i = 0;
  let text = "";
  const flush = () => {
    pushText(out, decodeEntities(text));
    text = "";
  };
  while (i < s.length) {
    const c = s[i];
    const rest = s.slice(i);
    if (c === "\\") {
      if (s[i + 1] === "\n") {
        flush();
        out.push({ type: "break" });
        i += 2;
        continue;
      }
      const escaped = s[i + 1] ?? "";
      if (/^[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]$/.test(escaped)) {
        // An escaped character is literal; "&" must not start an entity afterwards.
        flush();
        pushText(out, escaped);
        i += 2;
        continue;
      }
    }
    if (c === "\n") {
      const hard = / {2,}$/.test(text);
      text = text.replace(/ +$/, "");
      if (hard) {
        flush();
        out.push({ type: "break" });
      } else text += "\n";
      i++;
      while (s[i] === " ") i++;
      continue;
    }
    if (c === "`") {
      const ticks = /^`+/.exec(rest)![0];
      const end = s.indexOf(ticks, i + ticks.length);
      if (end !== -1 && s[end + ticks.length] !== "`") {
        flush();
        let code = s.slice(i + ticks.length, end).replace(/\n/g, " ");
        if (code.length > 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim()) code = code.slice(1, -1);
        out.push({ type: "code", value: code });
        i = end + ticks.length;
        continue;
      }
      text += ticks;
      i += ticks.length;
      continue;
    }
    if (c === "<") {
      const auto = AUTOLINK.exec(rest) ?? EMAIL_AUTOLINK.exec(rest);
      if (auto) {
        flush();
        const address = auto[1] ?? "";
        const target = AUTOLINK.test(rest) ? address : `mailto:${address}`;
        out.push({ type: "link", href: safeUrl(target), children: [{ type: "text", value: address }] });
        i += auto[0].length;
        continue;
      }
      const tag = HTML_COMMENT.exec(rest) ?? HTML_TAG.exec(rest);
      if (tag) {
        // Raw HTML is not rendered (brief: no markup from members); the text around it stays.
        i += tag[0].length;
        continue;
      }
    }
    if (c === "!" && s[i + 1] === "[") {
      const close = closingBracket(s, i + 2);
      if (close !== -1 && s[close + 1] === "(") {
        const end = closingParen(s, close + 2);
        if (end !== -1) {
          flush();
          const { url, title } = destination(s.slice(close + 2, end));
          out.push({ type: "image", src: safeUrl(url), alt: plainText(parseInline(s.slice(i + 2, close), depth + 1)), title });
          i = end + 1;
          continue;
        }
      }
    }
    if (c === "[") {
      const close = closingBracket(s, i + 1);
      if (close !== -1 && s[close + 1] === "(") {
        const end = closingParen(s, close + 2);
        if (end !== -1) {
          flush();
          const { url, title } = destination(s.slice(close + 2, end));
          out.push({ type: "link", href: safeUrl(url), title, children: parseInline(s.slice(i + 1, close), depth + 1) });
          i = end + 1;
          continue;
        }
      }
    }
    if (c === "*" || c === "_") {
      const run = c === "*" ? /^\*+/.exec(rest)![0] : /^_+/.exec(rest)![0];
      const prev = s[i - 1] ?? " ";
      const next = s[i + run.length] ?? " ";
      // Left-flanking: not followed by whitespace; "_" also not inside a word (snake_case stays text).
      const opens = !/\s/.test(next) && (c === "*" || !/[a-zA-Z0-9]/.test(prev));
      if (opens) {
        const size = run.length >= 2 ? 2 : 1;
        const marker = c.repeat(size);
        const end = findCloser(s, i + size, marker, c);
        if (end !== -1) {
          flush();
          const children = parseInline(s.slice(i + size, end), depth + 1);
          out.push({ type: size === 2 ? "strong" : "em", children });
          i = end + size;
          continue;
        }
      }
      text += run;
      i += run.length;
      continue;
    }
    text += c;
    i++;
  }
  flush();
  return out;
}

/** The position of a closing emphasis marker: preceded by non-space, not part of a longer run of the other size. */
function findCloser(s: string, from: number, marker: string, c: string): number {
  for (let j = from; j < s.length; j++) {
    const ch = s[j];
    if (ch === "\\") {
      j++;
      continue;
    }
    if (ch === "`") {
      const ticks = /^`+/.exec(s.slice(j))![0];
      const end = s.indexOf(ticks, j + ticks.length);
      if (end !== -1) j = end + ticks.length - 1;
      continue;
    }
    if (ch === "[") {
      // Skip a whole link/image so a marker inside its destination does not close.
      const close = closingBracket(s, j + 1);
      if (close !== -1 && s[close + 1] === "(") {
        const end = closingParen(s, close + 2);
        if (end !== -1) {
          j = end;
          continue;
        }
      }
    }
    if (ch !== c) continue;
    const run = (c === "*" ? /^\*+/ : /^_+/).exec(s.slice(j))![0];
    const prev = s[j - 1] ?? " ";
    const after = s[j + run.length] ?? " ";
    const closes = j > from && !/\s/.test(prev) && (c === "*" || !/[a-zA-Z0-9]/.test(after));
    // A run of exactly two inside emphasis is a strong pair of its own; "***x***" closes strong with its last two.
    if (closes && run.length >= marker.length && !(marker.length === 1 && run.length === 2)) {
      return marker.length === 2 ? j + run.length - 2 : j;
    }
    j += run.length - 1;
  }
  return -1;
}

// ---------------------------------------------------------------- blocks

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}((?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^( {0,3})([-*+])( +|$)(.*)$/;
const ORDERED = /^( {0,3})(\d{1,9})([.)])( +|$)(.*)$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const HTML_BLOCK = /^ {0,3}<(?:!--|\/?[a-zA-Z][a-zA-Z0-9-]*(?:[\s/>]|$))/;

const blank = (line: string) => line.trim() === "";

/** Parses a markdown document into blocks. `depth` bounds nesting (quotes and lists inside each other). */
export function parseMarkdown(source: string, depth = 0): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").split("\n");
  const at = (k: number) => lines[k] ?? "";
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = at(i);
    if (blank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    const fenceRun = fence?.[1] ?? "";
    if (fence && !(fenceRun[0] === "`" && (fence[2] ?? "").includes("`"))) {
      const body: string[] = [];
      i++;
      const closing = new RegExp(`^ {0,3}${fenceRun[0] === "`" ? "`" : "~"}{${fenceRun.length},}\\s*$`);
      while (i < lines.length && !closing.test(at(i))) {
        body.push(at(i));
        i++;
      }
      i++;
      blocks.push({ type: "code", value: body.join("\n") });
      continue;
    }
    if (/^ {4}/.test(line)) {
      const body: string[] = [];
      while (i < lines.length && (/^ {4}/.test(at(i)) || blank(at(i)))) body.push(at(i++).slice(4));
      while (body.length && blank(body[body.length - 1] ?? "")) body.pop();
      blocks.push({ type: "code", value: body.join("\n") });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? "#").length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, children: parseInline(heading[2] ?? "") });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !blank(at(i))) {
        const q = QUOTE.exec(at(i));
        body.push(q ? (q[1] ?? "") : at(i));
        i++;
      }
      blocks.push(
        depth > 10
          ? { type: "paragraph", children: parseInline(body.join("\n")) }
          : { type: "quote", children: parseMarkdown(body.join("\n"), depth + 1) },
      );
      continue;
    }
    if (BULLET.exec(line) || ORDERED.exec(line)) {
      const { block, next } = parseList(lines, i, depth);
      blocks.push(block);
      i = next;
      continue;
    }
    if (HTML_BLOCK.test(line)) {
      // A raw HTML block is skipped up to the next blank line.
      while (i < lines.length && !blank(at(i))) i++;
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && !blank(at(i))) {
      const l = at(i);
      if (
        para.length &&
        (FENCE.test(l) ||
          HEADING.test(l) ||
          RULE.test(l) ||
          QUOTE.test(l) ||
          /^ {0,3}[-*+] +\S/.test(l) ||
          /^ {0,3}1[.)] +\S/.test(l))
      )
        break;
      para.push(l);
      i++;
    }
    blocks.push({ type: "paragraph", children: parseInline(para.join("\n").trim()) });
  }
  return blocks;
}

function parseList(lines: string[], start: number, depth: number): { block: Block; next: number } {
  const at = (k: number) => lines[k] ?? "";
  const first = BULLET.exec(at(start));
  const firstOrdered = first ? null : ORDERED.exec(at(start));
  const ordered = !first;
  const bullet = first?.[2];
  const delimiter = firstOrdered?.[3];
  const items: string[][] = [];
  let current: string[] = [];
  let i = start;
  let indent = 0;
  let sawBlank = false;
  while (i < lines.length) {
    const line = at(i);
    const leading = /^ */.exec(line)![0].length;
    if (items.length && !blank(line) && leading >= indent) {
      // Indented to the item's content: part of the item (a nested list, a second paragraph).
      current.push(line.slice(indent));
      sawBlank = false;
      i++;
      continue;
    }
    const b = BULLET.exec(line);
    const o = ORDERED.exec(line);
    const sameKind = ordered ? o && o[3] === delimiter : b && b[2] === bullet;
    if (sameKind && !(items.length && !ordered && RULE.test(line))) {
      const g = (ordered ? o : b) ?? [];
      const content = (ordered ? g[5] : g[4]) ?? "";
      const marker = ordered ? (g[1] ?? "").length + (g[2] ?? "").length + 1 : (g[1] ?? "").length + 1;
      const gap = ((ordered ? g[4] : g[3]) ?? "").length;
      indent = marker + (gap > 4 || gap === 0 ? 1 : gap);
      current = [content];
      items.push(current);
      sawBlank = false;
      i++;
      continue;
    }
    if (blank(line)) {
      sawBlank = true;
      current.push("");
      i++;
      continue;
    }
    // A lazy continuation of the item's paragraph, unless a blank line ended it or another block starts.
    if (!sawBlank && !BULLET.test(line) && !ORDERED.test(line) && !HEADING.test(line) && !RULE.test(line) && !FENCE.test(line)) {
      current.push(line.trim());
      i++;
      continue;
    }
    break;
  }
  while (i > start && blank(at(i - 1))) i--;
  const parsed = items.map((item) =>
    depth > 10
      ? [{ type: "paragraph", children: parseInline(item.join("\n")) } as Block]
      : parseMarkdown(item.join("\n"), depth + 1),
  );
  return { block: { type: "list", ordered, start: firstOrdered ? Number(firstOrdered[2]) : 1, items: parsed }, next: i };
}

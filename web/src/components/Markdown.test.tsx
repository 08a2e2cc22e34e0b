import { render, screen } from "@testing-library/react";
import { Markdown } from "./Markdown";

const renderMd = (source: string) => render(<Markdown source={source} />).container;

describe("Markdown (safe rendering)", () => {
  it("renders the CommonMark subset members use", () => {
    const c = renderMd(
      "# Title\n\nSome **bold**, *italic*, __strong__ and _em_ text with `code`.\n\n- one\n- two\n  - nested\n\n3. three\n4. four\n\n> quoted\n\n---\n\n```\nfenced <b>\n```",
    );
    expect(c.querySelector("h1")).toHaveTextContent("Title");
    expect([...c.querySelectorAll("strong")].map((e) => e.textContent)).toEqual(["bold", "strong"]);
    expect([...c.querySelectorAll("em")].map((e) => e.textContent)).toEqual(["italic", "em"]);
    expect(c.querySelector("p code")).toHaveTextContent("code");
    expect(c.querySelectorAll("ul > li")).toHaveLength(3);
    expect(c.querySelector("ul ul li")).toHaveTextContent("nested");
    expect(c.querySelector("ol")).toHaveAttribute("start", "3");
    expect(c.querySelector("blockquote")).toHaveTextContent("quoted");
    expect(c.querySelector("hr")).not.toBeNull();
    expect(c.querySelector("pre code")).toHaveTextContent("fenced <b>");
  });

  it("keeps snake_case and lone asterisks as text, honours escapes and hard breaks", () => {
    const c = renderMd("snake_case_name and 2 * 3 * 4 and \\*not em\\*\nline  \nbreak");
    expect(c.querySelector("em")).toBeNull();
    expect(c).toHaveTextContent("snake_case_name and 2 * 3 * 4 and *not em*");
    expect(c.querySelectorAll("br")).toHaveLength(1);
  });

  it("nests strong inside emphasis (CommonMark's ***both***) and links inside emphasis", () => {
    const c = renderMd("***both*** and *see [osu!](https://osu.ppy.sh/)*");
    expect(c.querySelector("em strong")).toHaveTextContent("both");
    expect(c.querySelector("em a")).toHaveAttribute("href", "https://osu.ppy.sh/");
  });

  it("drops a javascript: link but keeps its text", () => {
    renderMd("[x](javascript:alert(1))");
    const text = screen.getByText("x");
    expect(text.closest("a")).toBeNull();
    expect(document.querySelector("[href]")).toBeNull();
  });

  it("drops entity-encoded, escaped, spaced and mixed-case script schemes", () => {
    const c = renderMd(
      "[a](&#x6a;avascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](vbscript:x) [d](file:///etc/passwd) " +
        "[e](java\\script:x) [f](<java script:x>) [g](&#106;&#97;vascript:x) [h](javascript&#58;x) <javascript:alert(1)>",
    );
    expect(c.querySelectorAll("a")).toHaveLength(0);
    expect(c.querySelectorAll("[href]")).toHaveLength(0);
  });

  it("keeps http(s) links and autolinks, opening them safely", () => {
    renderMd('[osu!](https://osu.ppy.sh/ "the site") and <https://osu.ppy.sh/wiki>');
    const link = screen.getByRole("link", { name: "osu!" });
    expect(link).toHaveAttribute("href", "https://osu.ppy.sh/");
    expect(link).toHaveAttribute("title", "the site");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "https://osu.ppy.sh/wiki" })).toHaveAttribute("href", "https://osu.ppy.sh/wiki");
  });

  it("allows base64 png images and drops data:text/html", () => {
    const c = renderMd("![ok](data:image/png;base64,iVBORw0KGgo=) [bad](data:text/html;base64,PHNjcmlwdD4=)");
    const img = c.querySelector("img");
    expect(img).toHaveAttribute("src", "data:image/png;base64,iVBORw0KGgo=");
    expect(img).toHaveAttribute("alt", "ok");
    expect(img).toHaveClass("md-image");
    expect(c.querySelector("a")).toBeNull();
    expect(screen.getByText("bad")).toBeInTheDocument();
  });

  it("drops an image with a script-like source", () => {
    const c = renderMd("![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=)");
    expect(c.querySelectorAll("img")).toHaveLength(0);
  });

  it("does not render raw HTML, inline or as a block", () => {
    const c = renderMd(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nafter <b>inline</b> <a href="javascript:x">a</a> <!-- c -->\n\n<div\nonclick="x">block</div>',
    );
    expect(c.querySelector("script")).toBeNull();
    expect(c.querySelector("img")).toBeNull();
    expect(c.querySelector("b")).toBeNull();
    expect(c.querySelector("a")).toBeNull();
    expect(c.querySelector(".markdown div")).toBeNull();
    expect(c).toHaveTextContent("after inline a");
    expect(c).not.toHaveTextContent("block");
  });

  it("shows markup-looking text as text (no HTML injection through entities or code)", () => {
    const c = renderMd("&lt;img src=x onerror=alert(1)&gt; and `<script>`");
    expect(c.querySelector("img")).toBeNull();
    expect(c.querySelector("script")).toBeNull();
    expect(c).toHaveTextContent("<img src=x onerror=alert(1)> and <script>");
  });

  it("does not auto-link plain URLs", () => {
    const c = renderMd("see https://example.com and www.example.com");
    expect(c.querySelector("a")).toBeNull();
    expect(c).toHaveTextContent("see https://example.com and www.example.com");
  });

  it("survives hostile nesting without exhausting the stack", () => {
    const c = renderMd(`${"> ".repeat(500)}deep\n\n${"[".repeat(3000)}x${"](y)".repeat(3000)}\n\n${"*".repeat(5000)}`);
    expect(c).toHaveTextContent("deep");
  });

  it("renders nothing for an empty source", () => {
    expect(renderMd("").childElementCount).toBe(0);
  });
});

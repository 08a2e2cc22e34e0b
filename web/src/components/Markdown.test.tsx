import { render, screen } from "@testing-library/react";
import MarkdownRenderer from "./MarkdownRenderer";
import { Markdown } from "./Markdown";

const renderMd = (source: string) => render(<MarkdownRenderer source={source} />).container;

describe("Markdown (safe rendering)", () => {
  it("renders CommonMark", () => {
    const c = renderMd("# Title\n\nSome **bold** text");
    expect(c.querySelector("h1")).toHaveTextContent("Title");
    expect(c.querySelector("strong")).toHaveTextContent("bold");
  });

  it("drops a javascript: link but keeps its text", () => {
    renderMd("[x](javascript:alert(1))");
    const text = screen.getByText("x");
    expect(text.closest("a")).toBeNull();
    expect(document.querySelector("[href]")).toBeNull();
  });

  it("drops entity-encoded and mixed-case script schemes", () => {
    const c = renderMd("[a](&#x6a;avascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](vbscript:x) [d](file:///etc/passwd)");
    expect(c.querySelectorAll("a")).toHaveLength(0);
  });

  it("keeps http(s) links, opening them safely", () => {
    renderMd("[osu!](https://osu.ppy.sh/)");
    const link = screen.getByRole("link", { name: "osu!" });
    expect(link).toHaveAttribute("href", "https://osu.ppy.sh/");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("allows base64 png images and drops data:text/html", () => {
    const c = renderMd("![ok](data:image/png;base64,iVBORw0KGgo=) [bad](data:text/html;base64,PHNjcmlwdD4=)");
    const img = c.querySelector("img");
    expect(img).toHaveAttribute("src", "data:image/png;base64,iVBORw0KGgo=");
    expect(img).toHaveClass("md-image");
    expect(c.querySelector("a")).toBeNull();
    expect(screen.getByText("bad")).toBeInTheDocument();
  });

  it("drops an image with a script-like source", () => {
    const c = renderMd("![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=)");
    expect(c.querySelectorAll("img")).toHaveLength(0);
  });

  it("does not render raw HTML", () => {
    const c = renderMd('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nafter <b>inline</b>');
    expect(c.querySelector("script")).toBeNull();
    expect(c.querySelector("img")).toBeNull();
    expect(c.querySelector("b")).toBeNull();
    expect(c).toHaveTextContent("after inline");
  });

  it("does not auto-link plain URLs", () => {
    const c = renderMd("see https://example.com and www.example.com");
    expect(c.querySelector("a")).toBeNull();
    expect(c).toHaveTextContent("see https://example.com and www.example.com");
  });

  it("loads lazily through <Markdown/>", async () => {
    render(<Markdown source="**lazy**" />);
    expect(await screen.findByText("lazy", { selector: "strong" })).toBeInTheDocument();
  });
});

import { safeUrl } from "./markdown-url";

describe("safeUrl (markdown URL policy)", () => {
  test.each([
    "https://osu.ppy.sh/beatmapsets/1",
    "http://example.com/a?b=c#d",
    "mailto:someone@example.com",
    "/users?id=3",
    "relative/path",
    "#anchor",
    "?q=1",
    "//cdn.example.com/x.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    "data:image/jpeg;base64,/9j/4AAQ",
    "data:image/webp;base64,UklGRg==",
  ])("allows %s", (url) => expect(safeUrl(url)).toBeDefined());

  test.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/png,notbase64<script>",
    "blob:https://example.com/uuid",
    "ftp://example.com",
    "chrome://settings",
    "javascript:void(0)",
  ])("drops %j", (url) => expect(safeUrl(url)).toBeUndefined());
});

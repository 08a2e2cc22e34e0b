import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { builtPaths, ROLES, signInAs, visit } from "./site-pages";

/**
 * Phone: every built page at 390 px wide, for each role, fits the screen (no horizontal scrolling of the page: wide
 * tables scroll inside their own container). MG_SCREENSHOT_DIR=<dir> also saves a full-page screenshot of each.
 */
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

const shots = process.env.MG_SCREENSHOT_DIR;

for (const role of ROLES) {
  test(`phone ${WIDTH} px: no page is wider than the screen (${role.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, role);
    const overflowing: string[] = [];
    for (const pathname of builtPaths()) {
      await visit(page, pathname);
      const { scrollWidth, widest } = await page.evaluate(() => {
        const doc = document.documentElement;
        // Name what reaches the page's right edge, to say what to fix (up to three elements).
        const edge = [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => Math.abs(el.getBoundingClientRect().right - doc.scrollWidth) <= 1)
          .slice(0, 3)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}${typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).join(".") : ""}`,
          );
        return { scrollWidth: doc.scrollWidth, widest: edge.length ? `${edge.join(", ")} reach(es) the edge` : "" };
      });
      if (scrollWidth > WIDTH) overflowing.push(`${pathname} as ${role.name}: page is ${scrollWidth} px wide (${widest})`);
      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        const name = `${role.name}${pathname.replace(/\//g, "_") || "_root"}.png`;
        await page.screenshot({ path: path.join(shots, name), fullPage: true });
      }
    }
    console.log(`[phone] ${role.name}: ${builtPaths().length} pages, ${overflowing.length} overflowing`);
    expect(overflowing, overflowing.join("\n")).toEqual([]);
  });
}

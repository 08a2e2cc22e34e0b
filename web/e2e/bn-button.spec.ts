import { expect, test, type Page } from "@playwright/test";

/**
 * The landing page's "visit BN/NAT site" button is fixed on every width (brief §2) and never covers content or
 * controls: below 1600 px it has a bar of its own along the bottom of the window, from 1600 px it floats in the margin
 * beside the content. Checked at the widths people use: 1366 (laptops), 1600 and 390 (phones).
 */

/** Text and controls outside the button's own area that lie under it (the bar, or the floating button) right now. */
function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>(".bn-dock")!;
    const floating = getComputedStyle(dock).backgroundColor === "rgba(0, 0, 0, 0)";
    const area = (floating ? dock.querySelector("a")! : dock).getBoundingClientRect();
    const under = (b: DOMRect) =>
      b.width > 0 && b.height > 0 && b.right > area.left && b.left < area.right && b.bottom > area.top && b.top < area.bottom;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim() || dock.contains(n) || n.parentElement?.closest(".toaster")) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      if ([...range.getClientRects()].some(under)) found.push(`text "${n.textContent.trim().slice(0, 40)}"`);
    }
    for (const el of document.querySelectorAll("a, button, input, select, textarea, img")) {
      if (!dock.contains(el) && !el.closest(".toaster") && under(el.getBoundingClientRect())) {
        found.push(`<${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 40) ?? ""}`);
      }
    }
    return found;
  });
}

for (const [width, height] of [
  [1366, 768],
  [1600, 900],
  [390, 844],
] as const) {
  test(`the BN/NAT site button at ${width} px: always in view, never over content, controls or keyboard focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await expect(page.locator(".artist-tile").first()).toBeVisible();
    const button = page.getByRole("link", { name: "visit BN/NAT site" });
    await expect(button).toHaveAttribute("href", "https://bn.mappersguild.com/");

    const inView = async () => {
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    };
    await inView();
    expect(await button.evaluate((a) => getComputedStyle(a.parentElement!).position)).toBe("fixed");

    // Scroll through the whole page: the button stays in view and nothing is ever under it (from 1600 px, where it
    // floats, content passes beside it; below, content scrolls above the bar, and at the end the footer clears it).
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= scrollHeight; y += 50) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      if (width >= 1600) expect(await coveredNow(page), `scrolled to ${y}`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await inView();
    expect(await coveredNow(page)).toEqual([]);
    await expect(page.getByRole("link", { name: "FAQ" })).toBeInViewport();

    // Keyboard: every focused element is scrolled clear of the bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        const dock = document.querySelector(".bn-dock")!;
        if (!el || el === document.body || dock.contains(el)) return null;
        const floating = getComputedStyle(dock).backgroundColor === "rgba(0, 0, 0, 0)";
        const d = (floating ? dock.querySelector("a")! : dock).getBoundingClientRect();
        const b = el.getBoundingClientRect();
        return b.bottom > d.top && b.top < d.bottom && b.right > d.left && b.left < d.right ? el.textContent?.trim() : null;
      });
      expect(hidden, `focus ${i + 1}`).toBeNull();
    }
  });
}

import type { NextFunction, Request, Response } from "express";
import { legacyLinkParams, OBJECT_ID } from "./legacy.rules";
import type { LegacyService } from "./legacy.service";

/**
 * The original site's links keep working (README.md): `/users?id=<ObjectId>`, `/beatmaps?id=…`, `/quests?id=…`,
 * `/missions?id=…`, `/contests/…?contest=<ObjectId>` (and `submission=`) answer a redirect to the same page with our id.
 * Anything else (or an ObjectId never imported) goes on to the web app unchanged. Only requests carrying an ObjectId
 * reach the database.
 */
export function legacyLinkRedirects(legacy: LegacyService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const params = legacyLinkParams(req.path);
      if (!params) return next();
      const url = new URL(req.originalUrl, "http://local");
      let changed = false;
      for (const [param, collection] of Object.entries(params)) {
        const value = url.searchParams.get(param);
        if (!value || !OBJECT_ID.test(value)) continue;
        const target = await legacy.resolve(value, collection);
        if (!target) continue;
        url.searchParams.set(param, String(target.id));
        changed = true;
      }
      if (!changed) return next();
      // Permanent (the mapping never changes), but cached for a day only: a trial import may be replaced by the final one.
      res.setHeader("cache-control", "public, max-age=86400");
      res.redirect(301, url.pathname + url.search);
    } catch (err) {
      next(err);
    }
  };
}

/** `GET /legacy/<ObjectId>`: the page of any resolvable imported document (for bookmarks and bots). */
export function legacyObjectRedirect(legacy: LegacyService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const oid = String(req.params.objectId ?? "");
      if (!OBJECT_ID.test(oid)) {
        res.status(404).json({ error: "An ObjectId is 24 hexadecimal characters" });
        return;
      }
      const target = await legacy.resolve(oid);
      if (!target) {
        res.status(404).json({ error: "Nothing imported from the original site has this ObjectId" });
        return;
      }
      res.setHeader("cache-control", "public, max-age=86400");
      res.redirect(301, target.url);
    } catch (err) {
      next(err);
    }
  };
}

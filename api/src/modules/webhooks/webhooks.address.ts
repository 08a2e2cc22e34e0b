/**
 * The endpoint address rule (SSRF, README.md "Endpoints"): a webhook's host must resolve only to public unicast
 * addresses. Checked when the URL is saved, and again at every post through the connection's own DNS lookup, so a
 * name that later resolves somewhere private (DNS rebinding) is refused at the moment of connecting.
 */
import dns from "node:dns";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { isPublicAddress, WEBHOOK_TEXT } from "./webhooks.rules";

/** How long a save waits for the resolver. */
export const RESOLVE_TIMEOUT_MS = 3_000;

/** Why the host may not be used (a message for the member), or null when it may. */
export async function hostProblem(host: string, timeoutMs = RESOLVE_TIMEOUT_MS): Promise<string | null> {
  if (net.isIP(host)) return isPublicAddress(host) ? null : WEBHOOK_TEXT.privateAddress;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = await Promise.race([
      dns.promises.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    if (!found.length) return WEBHOOK_TEXT.unresolvable;
    return found.every((a) => isPublicAddress(a.address)) ? null : WEBHOOK_TEXT.privateAddress;
  } catch {
    return WEBHOOK_TEXT.unresolvable;
  } finally {
    clearTimeout(timer);
  }
}

/** A refused address at connection time (the post fails with this error and is tried again later). */
export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`refused: the endpoint resolved to a non-public address (${address})`);
    this.name = "RefusedAddressError";
  }
}

/** The DNS lookup a post connects through: the system's, refusing every non-public address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 4);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || !list.length) return callback(new RefusedAddressError(bad?.address ?? hostname), "", 4);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** The offline provider's authorize page (osu!'s "Authorize application" screen): pick an account, or type any id. */

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface AuthorizePageParams {
  redirectUri: string;
  state: string;
  clientId: string;
  scope: string;
  accounts: { osuId: number; username: string; description: string }[];
}

export function authorizePage(p: AuthorizePageParams): string {
  const hidden = `<input type="hidden" name="redirect_uri" value="${esc(p.redirectUri)}"><input type="hidden" name="state" value="${esc(p.state)}">
        <input type="hidden" name="client_id" value="${esc(p.clientId)}"><input type="hidden" name="scope" value="${esc(p.scope)}">`;
  const rows = p.accounts
    .map(
      (a) => `<li><form method="post" action="/mock-osu/oauth/approve">
        ${hidden}<input type="hidden" name="osu_id" value="${a.osuId}">
        <button type="submit"><img src="/mock-osu/a/${a.osuId}" alt="" width="40" height="40"><span><strong>${esc(a.username)}</strong>
        <small>osu! id ${a.osuId} · ${esc(a.description)}</small></span></button></form></li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Authorize · offline osu!</title><style>
body{margin:0;background:#1c1b17;color:#fff;font-family:Karla,Arial,sans-serif;display:flex;justify-content:center;padding:32px 12px}
main{max-width:520px;width:100%}h1{font-size:1.4rem}p{color:#cfd6da}ul{list-style:none;padding:0;margin:0}
li{margin:8px 0}button{display:flex;gap:12px;align-items:center;width:100%;text-align:left;background:#2a2924;color:#fff;border:1px solid #5e747e;border-radius:8px;padding:10px;cursor:pointer;font:inherit}
button:hover,button:focus{border-color:#36d8a2;outline:2px solid #36d8a2}img{border-radius:6px}small{display:block;color:#cfd6da}
label{display:block;margin-top:20px}input[type=number]{background:#2a2924;color:#fff;border:1px solid #5e747e;border-radius:6px;padding:8px;width:160px}
.note{font-size:.9rem;border-left:3px solid #ebcb1b;padding-left:8px}
</style></head><body><main>
<h1>Authorize Mappers' Guild</h1>
<p class="note">This is the built-in <strong>offline osu!</strong> sign-in, used because no osu! OAuth credentials are configured.
Pick an account to continue as. Mappers' Guild will see your osu! profile (scopes: ${esc(p.scope)}).</p>
<ul>${rows}</ul>
<form method="post" action="/mock-osu/oauth/approve">
<input type="hidden" name="redirect_uri" value="${esc(p.redirectUri)}"><input type="hidden" name="state" value="${esc(p.state)}">
<input type="hidden" name="client_id" value="${esc(p.clientId)}"><input type="hidden" name="scope" value="${esc(p.scope)}">
<label>Or any osu! id <input type="number" name="osu_id" min="1" max="999999999" required></label>
<button type="submit" style="margin-top:8px;justify-content:center">Sign in with this id</button></form>
</main></body></html>`;
}

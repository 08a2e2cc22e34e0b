import "./merch.css";
import { useRouteQuery } from "../../app/route-loader";
import { useId, useState } from "react";
import { Logo } from "../../components/Logo";
import { errorMessage } from "../../app/errors";
import { LOGOUT_HREF } from "../../app/login";
import { formatDateTimeUtc } from "../../lib/format";
import { useActionMutation } from "../../app/useActionMutation";
import { MerchPageDocument, StartMerchCheckoutDocument, type MerchPageQuery } from "./gql/graphql";

type Product = MerchPageQuery["merch"]["products"][number];

/** Where the browser goes after a checkout began (a seam for tests). */
export const navigation = { go: (url: string) => window.location.assign(url) };

/** The original's contact for members whose access is missing. */
const CONTACT_URL = "https://osu.ppy.sh/community/chat?sendto=3178418";

function useCheckout() {
  const start = useActionMutation(StartMerchCheckoutDocument);
  const [pending, setPending] = useState<string | null>(null);
  const run = async (key: string, productId: string | null, variantId: string | null) => {
    setPending(key);
    const data = await start.run({ productId, variantId });
    if (data) {
      navigation.go(data.startMerchCheckout.url);
      return; // stays disabled while the store page loads
    }
    setPending(null);
  };
  return { pending, run };
}

function ProductCard({
  product,
  label,
  disabled,
  busy,
  onCheckout,
}: {
  product: Product;
  label: string;
  disabled: boolean;
  busy: boolean;
  onCheckout: (variantId: string | null) => void;
}) {
  const selectId = useId();
  const available = product.variants.filter((v) => v.available);
  const several = product.variants.length > 1;
  const [variant, setVariant] = useState(several ? "" : (product.variants[0]?.id ?? ""));
  const soldOut = available.length === 0;
  const title = product.title.toLowerCase();
  return (
    <li className="card merch-product">
      <h2 className="merch-product__title">{title}</h2>
      {product.variants[0] && <p className="muted merch-product__price">{product.variants[0].price}</p>}
      {several && (
        <div className="select-field">
          <label htmlFor={selectId}>size / variant</label>
          <select id={selectId} className="input" value={variant} onChange={(e) => setVariant(e.target.value)}>
            <option value="">choose…</option>
            {product.variants.map((v) => (
              <option key={v.id} value={v.id} disabled={!v.available}>
                {v.title}
                {v.available ? "" : " (sold out)"}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || soldOut || (several && !variant)}
        aria-describedby={several && !variant ? `${selectId}-hint` : undefined}
        onClick={() => onCheckout(several ? variant : null)}
      >
        {soldOut ? "sold out" : busy ? "opening checkout…" : label}
      </button>
      {several && !variant && (
        <span id={`${selectId}-hint`} className="muted field-hint">
          choose a size first
        </span>
      )}
    </li>
  );
}

/**
 * /merch (no main navigation or footer): members with merch access see the one-time checkout notice and either their
 * pre-selected order or the products they may pick; the checkout happens at the store. Without access: "request expired".
 */
export default function MerchPage() {
  const { data, error } = useRouteQuery(MerchPageDocument);
  const { pending, run } = useCheckout();
  const merch = data?.merch;
  const label = merch?.store === "shopify" ? "proceed to shopify checkout" : "proceed to checkout";

  let body;
  if (!merch) {
    body = <p className="card">{errorMessage(error)}</p>;
  } else if (!merch.hasAccess) {
    body = merch.lastOrder ? (
      <section className="card merch-panel" aria-labelledby="merch-state">
        <h2 id="merch-state">thank you!</h2>
        <p>
          your order <strong>{merch.lastOrder.orderNumber}</strong> has been placed. the store will email you about shipping.
        </p>
      </section>
    ) : (
      <section className="card merch-panel" aria-labelledby="merch-state">
        <h2 id="merch-state">request expired</h2>
        <p>
          if you think this is a mistake,{" "}
          <a href={CONTACT_URL} target="_blank" rel="noopener noreferrer">
            message pishifat
          </a>
          .
        </p>
      </section>
    );
  } else {
    const open = merch.pendingCheckout;
    body = (
      <>
        {open && (
          <section className="card merch-panel merch-pending" aria-labelledby="merch-pending" data-testid="merch-pending">
            <h2 id="merch-pending">you have a checkout waiting</h2>
            <p>
              you began a checkout on {formatDateTimeUtc(open.startedAt)} but have not finished it
              {open.items.length > 0 && !open.specificOrder
                ? `: ${open.items.join(", ")}`
                : open.specificOrder
                  ? ": your pre-selected order"
                  : ""}
              .
            </p>
            <p>
              to finish it, go back to the store&apos;s checkout page and complete the payment there. your merch access is used up
              only once the store confirms the order.
            </p>
            <p>
              <a className="button button--primary button--large" href={open.url}>
                continue your checkout
              </a>
            </p>
            <p className="muted">
              if the store says the checkout expired, begin a new one below: when one of them is completed, the others expire.
            </p>
          </section>
        )}
        <section className="card merch-panel merch-notice" aria-labelledby="merch-state">
          <h2 id="merch-state">you can only begin the checkout process once!</h2>
          <p>this requires:</p>
          <ul>
            <li>contact email (this must be the same as your osu! account's email)</li>
            <li>shipping address</li>
          </ul>
          {merch.store === "offline" && (
            <p className="merch-offline">
              this site runs the built-in offline store (development and tests): no money moves and nothing is shipped.
            </p>
          )}
          {merch.store === "disabled" && <p className="merch-offline">the store is not available right now.</p>}
        </section>
        {merch.hasSpecificOrder ? (
          <p className="merch-specific">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={pending !== null || merch.store === "disabled"}
              onClick={() => void run("specific", null, null)}
            >
              {pending ? "opening checkout…" : "your order has already been selected! proceed to checkout"}
            </button>
          </p>
        ) : (
          <ul className="merch-products">
            {merch.products.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                label={label}
                disabled={pending !== null}
                busy={pending === p.id}
                onCheckout={(variantId) => void run(p.id, p.id, variantId)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="merch">
      <header className="merch-header">
        <Logo size={56} />
        <h1 className="merch-header__title">Mappers' Guild merch</h1>
      </header>
      {body}
      <p className="merch-footer">
        <a href="/">Mappers' Guild</a> · <a href={LOGOUT_HREF}>log out</a>
      </p>
    </div>
  );
}

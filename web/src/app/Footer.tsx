import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "../routes";

export function Footer() {
  return (
    <footer className="site-footer">
      <p>
        <strong>{PRODUCT_NAME}</strong> — a community of osu! mappers making beatmaps for Featured Artists.
      </p>
      <p className="site-footer__links">
        <Link to="/faq">FAQ</Link>
        <a href="https://bn.mappersguild.com/" rel="noopener noreferrer" target="_blank">
          BN/NAT site
        </a>
        <a href="https://osu.ppy.sh/beatmaps/artists" rel="noopener noreferrer" target="_blank">
          osu! Featured Artists
        </a>
      </p>
    </footer>
  );
}

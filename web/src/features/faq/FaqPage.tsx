import { Link } from "react-router-dom";

/** /faq: retired; questions go to the community chat. */
export default function FaqPage() {
  return (
    <section className="card prose">
      <p>This FAQ page is no longer used.</p>
      <p>
        If you have a question about the Mappers' Guild, ask it in the Mappers' Guild channel of the osu! community chat — members
        and admins there are happy to help.
      </p>
      <p>
        For how points are earned and what the guild is about, see the <Link to="/">home page</Link>.
      </p>
    </section>
  );
}

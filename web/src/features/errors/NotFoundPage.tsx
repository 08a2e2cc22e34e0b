import { NotFound } from "../../app/NotFound";

/** /error (title Oops): where a failed sign-in lands, and any page that is not there. */
export default function NotFoundPage() {
  return <NotFound />;
}

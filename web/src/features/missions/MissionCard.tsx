import { Markdown } from "../../components/Markdown";
import { MissionCardView, type MissionCardProps } from "./MissionCardView";

export { NOT_CHECKED_NOTE } from "./MissionCardView";

/** A priority quest card with its texts rendered as markdown (MissionCardView). */
export function MissionCard(props: MissionCardProps) {
  return <MissionCardView {...props} Text={Markdown} />;
}

import type { TargetView } from "../server/targets.server.ts";
import { PublishingPanel } from "../components/PublishingPanel.tsx";

export default { publishing: ({ data }: { data: TargetView[] }) => <PublishingPanel targets={data} /> };

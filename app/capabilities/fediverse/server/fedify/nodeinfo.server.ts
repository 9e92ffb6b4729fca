/** NodeInfo 2.1 (issue 31): what software this is, that it speaks ActivityPub, one account, no sign-ups. */
import type { NodeInfo } from "@fedify/fedify";
import { countOutbound } from "../data/activities.server.ts";
import { countReplies } from "../data/replies.server.ts";

export async function nodeInfo(): Promise<NodeInfo> {
  const [posts, comments] = await Promise.all([countOutbound(["Create"]), countReplies("approved")]);
  return {
    software: { name: "marquee", version: "0.1.0", homepage: new URL("https://github.com/marquee") },
    protocols: ["activitypub"],
    openRegistrations: false,
    usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: posts, localComments: comments },
    metadata: {},
  };
}

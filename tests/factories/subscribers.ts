/** Mailing-list subscribers for tests outside the fans capability (news "also send to subscribers"): real rows, as the fans tests make them. */
export { addSubscriber } from "~/capabilities/fans/server/fans.test-helpers.ts";

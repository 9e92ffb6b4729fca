/** The accounts capability: first-run setup, sign-in and sign-out, users, one's own account. */
import { defineCapability } from "~/core/capability.server.ts";
import * as m0018 from "./migrations/0018-password-resets.server.ts";

export default defineCapability({
  name: "accounts",
  studioNav: [
    { to: "/admin/users", label: "Users", icon: "users", role: "owner", order: 75 },
    { to: "/admin/account", label: "Account", icon: "account", role: "editor", order: 100 },
  ],
  migrations: { "0018-password-resets": m0018 },
  // Reset links are short-lived installation state, like sessions: never in an export.
  backupExclude: ["password_resets"],
  audit: {
    "user.create": "added a user",
    "user.disable": "disabled a user",
    "user.enable": "enabled a user",
    "user.role": "changed a user's role",
    "user.password_change": "changed their password",
    "user.password_reset": "reset a password",
    "user.reset_request": "asked for a password reset link",
    "user.reset_link": "made a password reset link on the server",
    "session.end_others": "signed out other sessions",
    "signin.failed": "failed to sign in",
  },
});

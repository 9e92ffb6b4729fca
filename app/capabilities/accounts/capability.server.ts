/** The accounts capability: first-run setup, sign-in and sign-out, users, one's own account. */
import { defineCapability } from "~/core/capability.server.ts";

export default defineCapability({
  name: "accounts",
  studioNav: [
    { to: "/admin/users", label: "Users", icon: "users", role: "owner", order: 75 },
    { to: "/admin/account", label: "Account", icon: "account", role: "editor", order: 100 },
  ],
  audit: {
    "user.create": "added a user",
    "user.disable": "disabled a user",
    "user.enable": "enabled a user",
    "user.role": "changed a user's role",
    "user.password_change": "changed their password",
    "user.password_reset": "reset a password",
    "session.end_others": "signed out other sessions",
    "signin.failed": "failed to sign in",
  },
});

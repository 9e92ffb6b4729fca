/** The accounts capability: first-run setup, sign-in and sign-out, users, one's own account. */
import { defineCapability } from "~/core/capability.server.ts";
import * as m0018 from "./migrations/0018-password-resets.server.ts";
import * as m0031 from "./migrations/0031-studio-language.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";

export default defineCapability({
  name: "accounts",
  studioNav: [
    { to: "/admin/users", label: "Users", labelKey: "accounts.studio.nav.users", icon: "users", role: "owner", order: 75 },
    { to: "/admin/account", label: "Account", labelKey: "accounts.studio.nav.account", icon: "account", role: "editor", order: 100 },
  ],
  migrations: { "0018-password-resets": m0018, "0031-studio-language": m0031 },
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  // Reset links are short-lived installation state, like sessions: never in an export.
  backupExclude: ["password_resets"],
  audit: {
    "user.create": "added a user",
    "user.disable": "disabled a user",
    "user.enable": "enabled a user",
    "user.role": "changed a user's role",
    "user.password_change": "changed their password",
    "user.studio_language": "chose their studio language",
    "user.password_reset": "reset a password",
    "user.reset_request": "asked for a password reset link",
    "user.reset_link": "made a password reset link on the server",
    "session.end_others": "signed out other sessions",
    "signin.failed": "failed to sign in",
  },
});

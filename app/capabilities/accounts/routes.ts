/** The accounts capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Under /admin but outside the studio layout: nobody is signed in yet. */
export const adminBare: RouteConfigEntry[] = [
  route("setup", "capabilities/accounts/routes/setup.tsx"),
  route("login", "capabilities/accounts/routes/login.tsx"),
  route("logout", "capabilities/accounts/routes/logout.tsx"),
  // A way back in (issue 11): ask for a link by e-mail, and use one.
  route("forgot", "capabilities/accounts/routes/forgot.tsx"),
  route("reset/:token", "capabilities/accounts/routes/reset.tsx"),
];
export const admin: RouteConfigEntry[] = [
  route("account", "capabilities/accounts/routes/account.tsx"),
  route("users", "capabilities/accounts/routes/users.tsx"),
];

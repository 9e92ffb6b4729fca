/**
 * Lets a bench script import the app's own modules: the app names them
 * "~/…", which this maps onto app/. Import it before the first dynamic
 * `import("~/…")`.
 */
import { registerHooks } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const APP = join(resolve(import.meta.dirname, "../.."), "app");

registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith("~/")) return next(pathToFileURL(join(APP, specifier.slice(2))).href, context);
    return next(specifier, context);
  },
});

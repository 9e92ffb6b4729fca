/** The location capability's public door: what other capabilities may use (lint enforces it; docs/architecture.md). */
export { MapPanel } from "./components/MapPanel.tsx";
export { PinMap } from "./components/PinMap.tsx";
export { PlaceFinder } from "./components/PlaceFinder.tsx";
export { DirectionsLinks } from "./components/DirectionsLinks.tsx";
export { ContactDetails } from "./components/ContactDetails.tsx";
export { mapClientConfig, type MapClientConfig } from "./lib/config.ts";
export { parsePostalAddress, type PostalAddressParts } from "./lib/address.ts";
// Contact links as every page writes them (the legal notice's e-mail and phone).
export { mailtoHref, telHref } from "./lib/directions.ts";
export { placeJsonLdFromSettings } from "./lib/place-jsonld.ts";
/** The built URL of the map and contact-details styles: pages that show them name it as a CSS part (app/core/ui/css-parts.ts). */
export { default as locationCss } from "./styles.css?url";

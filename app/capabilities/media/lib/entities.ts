/**
 * The translation store's names for the media capability's texts (issue 15):
 * declared in the manifest's `translatable`, read by the public pages, written
 * by the studio's editors. Browser-safe (the editors name their fields by them).
 */
export const MEDIA_ITEM_ENTITY = "media_item";
export const ALBUM_ENTITY = "album";
/** A photo or video of an album (an upload): its caption and alt text. */
export const GALLERY_ITEM_ENTITY = "gallery_item";

export const MEDIA_TRANSLATABLE = [
  { entity: MEDIA_ITEM_ENTITY, fields: ["title", "description"] },
  { entity: ALBUM_ENTITY, fields: ["title", "description"] },
  { entity: GALLERY_ITEM_ENTITY, fields: ["caption", "alt"] },
] as const;

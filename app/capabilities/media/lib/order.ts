/** The `order` a sortable list posts (core/ui/Sortable.tsx: ids, comma-separated), or null when it is not a list of ids. */
export function parseOrder(value: FormDataEntryValue | null, max = 2000): string[] | null {
  if (typeof value !== "string") return null;
  const ids = value.split(",").filter(Boolean);
  if (ids.length === 0 || ids.length > max || ids.some((id) => !/^[\w-]{1,64}$/.test(id))) return null;
  return ids;
}

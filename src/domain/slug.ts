/** docs/product.md#pages: lowercase, '&' and spaces to hyphens, drop other symbols, collapse and trim hyphens. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[&\s]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

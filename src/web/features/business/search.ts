/**
 * Case-insensitive substring over name, description and address, in the browser: the admin table's
 * filter. (The claim search asks the server instead, see useBusinessSearch.)
 */
export interface Searchable {
  name: string;
  description: string | null;
  address: string | null;
}

export function matchesSearch(item: Searchable, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [item.name, item.description, item.address].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(q),
  );
}

export function searchEstablishments<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item, query));
}

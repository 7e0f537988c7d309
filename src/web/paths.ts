import { accountPaths } from '../domain/account-paths';

/** Every in-app link comes from here, so routes can change in one place. */
export const paths = {
  home: () => '/',
  map: () => '/map',
  category: (categoryId: number) => `/category/${categoryId}`,
  categorySlug: (slug: string) => `/${slug}`,
  establishment: (id: number) => `/establishment/${id}`,
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  /** The search page without a query: where the header's search form submits before the app runs. */
  searchPage: () => '/search',
  claim: () => '/claim',
  business: () => '/business',
  dashboard: accountPaths.dashboard,
  account: accountPaths.account,
  admin: () => '/admin',
  signIn: (returnTo?: string) => (returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'),
  apiLogin: () => '/api/login',
  /** The pages the server's mails link to (the same module writes those links). */
  forgotPassword: accountPaths.forgotPassword,
  resetPassword: accountPaths.resetPassword,
  verifyEmail: accountPaths.verifyEmail,
} as const;

/** Keeps the area filter (?area=) when linking to another list page. */
export function withArea(path: string, areaId: number | null): string {
  if (!areaId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}area=${areaId}`;
}

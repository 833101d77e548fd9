import { paths } from '../../config/routes';

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path of this site,
 * otherwise the home page. Never another origin (an open redirect would let a link send a
 * patient elsewhere after they typed their password).
 */
export function safeRedirect(search: string, fallback: string = paths.root): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

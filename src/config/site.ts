/**
 * Where the site is served from: canonical links, link previews, the sitemap and the structured
 * data need absolute addresses. Set VITE_SITE_ORIGIN to the clinic's domain before launch; without
 * it a build for a Firebase project uses the project's default Hosting address.
 */
function configuredOrigin(): string {
  const origin = import.meta.env.VITE_SITE_ORIGIN?.trim();
  if (origin) return origin.replace(/\/+$/, '');
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (projectId) return `https://${projectId}.web.app`;
  return 'https://www.sanjeevani-clinic.example';
}

export const siteOrigin = configuredOrigin();

/** The absolute address of a site path ("/doctors") or an image already absolute. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteOrigin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

import type { SiteInfo } from '../../lib/queries';

/**
 * Where 'Contato' / 'Falar com consultor' lead: the WhatsApp chat when configured, else an e-mail.
 * Returns null only when the office configured neither, so callers hide the link instead of
 * rendering a dead one.
 */
export function contactHref(site: SiteInfo | undefined): string | null {
  if (site?.whatsappUrl) return site.whatsappUrl;
  if (site?.contactEmail) return `mailto:${site.contactEmail}`;
  return null;
}

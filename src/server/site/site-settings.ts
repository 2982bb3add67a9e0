import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

const url = z.union([z.url('URL inválida'), z.literal('')]);

export const siteSettingsSchema = z.object({
  contactEmail: z.union([z.email('E-mail inválido'), z.literal('')]),
  phone: z.string().max(40),
  city: z.string().max(80),
  whatsappUrl: url,
  instagramUrl: url,
  linkedinUrl: url,
  facebookUrl: url,
  encarregadoEmail: z.union([z.email('E-mail inválido'), z.literal('')]),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Seeded on first start; the admin edits them in /admin/site. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'contato@apura.com.br',
  phone: '(11) 4000-0000',
  city: 'São Paulo - SP',
  whatsappUrl: 'https://wa.me/551140000000',
  instagramUrl: 'https://www.instagram.com/apura',
  linkedinUrl: 'https://www.linkedin.com/company/apura',
  facebookUrl: 'https://www.facebook.com/apura',
  encarregadoEmail: 'privacidade@apura.com.br',
};

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 'default'));
  const parsed = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...(row?.data as object | undefined) });
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

export async function saveSiteSettings(db: Db, data: SiteSettings, by: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 'default', data, updatedBy: by, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data, updatedBy: by, updatedAt: new Date() } });
}

export async function seedSiteSettings(db: Db): Promise<void> {
  await db.insert(siteSettings).values({ id: 'default', data: DEFAULT_SITE_SETTINGS }).onConflictDoNothing();
}

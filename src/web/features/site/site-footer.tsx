import { Link } from 'react-router';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons';
import { Brand } from '../../components/brand';
import { useSiteInfo } from '../../lib/queries';

function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  const { data: site } = useSiteInfo();
  const socials = [
    { href: site?.instagramUrl, label: 'Instagram', icon: InstagramIcon },
    { href: site?.linkedinUrl, label: 'LinkedIn', icon: LinkedinIcon },
    { href: site?.facebookUrl, label: 'Facebook', icon: FacebookIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));

  return (
    <footer className="border-t bg-brand-dark text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Brand light />
          <p className="text-sm text-slate-300">
            Conferências fiscais automatizadas para escritórios de contabilidade: menos retrabalho, mais tempo para a equipe.
          </p>
          {socials.length > 0 && (
            <div className="flex gap-3 pt-1">
              {socials.map(({ href, label, icon: Icon }) => (
                <a
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="rounded-full bg-white/10 p-2 hover:bg-white/20"
                >
                  <Icon className="size-4" />
                </a>
              ))}
            </div>
          )}
        </div>
        <nav aria-label="Links rápidos" className="space-y-3">
          <h2 className="font-semibold text-white">Links rápidos</h2>
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/">Início</Link></li>
            <li><Link className="hover:text-white" to="/solucoes">Soluções</Link></li>
            <li><Link className="hover:text-white" to="/login">Entrar</Link></li>
            <li><Link className="hover:text-white" to="/termos">Termos de Serviço</Link></li>
            <li><Link className="hover:text-white" to="/privacidade">Política de Privacidade</Link></li>
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="font-semibold text-white">Contato</h2>
          <ul className="space-y-2 text-sm">
            {site?.whatsappUrl && (
              <li>
                <a className="flex items-center gap-2 hover:text-white" href={site.whatsappUrl} target="_blank" rel="noopener noreferrer">
                  <MessageCircle className="size-4" /> Conversar pelo WhatsApp
                </a>
              </li>
            )}
            {site?.contactEmail && (
              <li>
                <a className="flex items-center gap-2 hover:text-white" href={`mailto:${site.contactEmail}`}>
                  <Mail className="size-4" /> {site.contactEmail}
                </a>
              </li>
            )}
            {site?.phone && (
              <li>
                <a className="flex items-center gap-2 hover:text-white" href={phoneHref(site.phone)}>
                  <Phone className="size-4" /> {site.phone}
                </a>
              </li>
            )}
            {site?.city && (
              <li className="flex items-center gap-2">
                <MapPin className="size-4" /> {site.city}
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Apura. Todos os direitos reservados.
      </div>
    </footer>
  );
}

import { MessageCircle } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useSiteInfo } from '../../lib/queries';
import { contactHref } from './contact-link';

/** 'Falar com consultor': opens the office's WhatsApp (or e-mail). Hidden if neither is configured. */
export function ConsultantButton({ label = 'Falar com consultor', ...props }: ButtonProps & { label?: string }) {
  const { data: site } = useSiteInfo();
  const href = contactHref(site);
  if (!href) return null;
  return (
    <Button asChild {...props}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircle /> {label}
      </a>
    </Button>
  );
}

import { ShoppingCart } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useMe } from '../../lib/queries';
import { PurchaseDialog } from './purchase-dialog';

/**
 * The 'Comprar' button of the sidebar box and the 'Adicionar créditos' button of Configurações. Credits are
 * the office's and only its titular asks for more (the server refuses others), so members do not see it.
 */
export function BuyCreditsButton({ label = 'Comprar', ...props }: ButtonProps & { label?: string }) {
  const { data: me } = useMe();
  if (me?.office.role !== 'titular') return null;
  return (
    <PurchaseDialog
      trigger={
        <Button {...props}>
          <ShoppingCart /> {label}
        </Button>
      }
    />
  );
}

import { ShoppingCart } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { PurchaseDialog } from './purchase-dialog';

/** The 'Comprar' button of the sidebar box and the 'Adicionar créditos' button of Configurações. */
export function BuyCreditsButton({ label = 'Comprar', ...props }: ButtonProps & { label?: string }) {
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

import type { ClientRegime } from '../../fiscal/company/file-identity';
import type { AppContext } from '../context';
import { officeClient } from './client-service';

/**
 * The regime of the client chosen on an upload (field `cliente_id`), for a check whose form left the
 * regime empty: the form shows it pre-filled and editable, the API takes it when not sent.
 */
export async function chosenClientRegime(ctx: AppContext, officeId: string, fields: Record<string, string>): Promise<ClientRegime | null> {
  const id = (fields.cliente_id ?? '').trim();
  if (!id) return null;
  return (await officeClient(ctx.db, officeId, id)).regime;
}

/** The PIS/COFINS check knows three regimes; a MEI collects inside the Simples Nacional (LC 123/2006, art. 18-A). */
export function pisCofinsRegimeOf(r: ClientRegime | null): 'lucro-real' | 'lucro-presumido' | 'simples' | null {
  return r === 'mei' ? 'simples' : r;
}

/** The Reforma check's regimes: Lucro Real and Presumido are both the "regime normal" of the CBS/IBS (LC 214/2025). */
export function reformaRegimeOf(r: ClientRegime | null): 'normal' | 'simples' | 'mei' | null {
  if (r === 'lucro-real' || r === 'lucro-presumido') return 'normal';
  return r;
}

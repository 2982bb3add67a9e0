import { FileDown, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { CheckStatus } from './check-types';
import { reportUrl } from './download-file';

/**
 * 'Exportar Excel' / 'Exportar PDF': disabled only until the task's reports exist. `xlsxLabel` names the
 * Excel report where the page also offers another workbook (NCM: the corrected sheet).
 */
export function ExportButtons({ base, status, xlsxLabel = 'Exportar Excel' }: { base: string; status: CheckStatus | null; xlsxLabel?: string }) {
  const ready = status?.status === 'concluido';
  const xlsx = ready && status.has_xlsx;
  const pdf = ready && status.has_pdf;
  return (
    <div className="flex flex-wrap gap-2">
      {xlsx ? (
        <Button asChild variant="outline">
          <a href={reportUrl(base, status.task_id, 'xlsx')} download>
            <FileSpreadsheet /> {xlsxLabel}
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled title="Disponível quando a conferência terminar">
          <FileSpreadsheet /> {xlsxLabel}
        </Button>
      )}
      {pdf ? (
        <Button asChild variant="outline">
          <a href={reportUrl(base, status.task_id, 'pdf')} download>
            <FileDown /> Exportar PDF
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled title="Disponível quando a conferência terminar">
          <FileDown /> Exportar PDF
        </Button>
      )}
    </div>
  );
}

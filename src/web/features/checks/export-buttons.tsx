import { FileDown, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { CheckStatus } from './check-types';
import { reportUrl } from './download-file';

/** 'Exportar Excel' / 'Exportar PDF': disabled only until the task's reports exist. */
export function ExportButtons({ base, status }: { base: string; status: CheckStatus | null }) {
  const ready = status?.status === 'concluido';
  const xlsx = ready && status.has_xlsx;
  const pdf = ready && status.has_pdf;
  return (
    <div className="flex flex-wrap gap-2">
      {xlsx ? (
        <Button asChild variant="outline">
          <a href={reportUrl(base, status.task_id, 'xlsx')} download>
            <FileSpreadsheet /> Exportar Excel
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled title="Disponível quando a verificação terminar">
          <FileSpreadsheet /> Exportar Excel
        </Button>
      )}
      {pdf ? (
        <Button asChild variant="outline">
          <a href={reportUrl(base, status.task_id, 'pdf')} download>
            <FileDown /> Exportar PDF
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled title="Disponível quando a verificação terminar">
          <FileDown /> Exportar PDF
        </Button>
      )}
    </div>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateBR, formatInteger } from '../../lib/format';
import { useTablesInfo } from './admin-api';

/** Calendar days (aaaa-mm-dd) are shown as written: no time zone shift. */
// Tables without a dated edition carry a 1900 sentinel: show that as 'sem data', not as a date.
const day = (iso: string) => (iso < '1901' ? 'sem data' : formatDateBR(`${iso}T12:00:00Z`, 'UTC'));

/** Which official table versions the checks use now, with validity and row counts. */
export function TablesCard() {
  const info = useTablesInfo();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Tabelas de referência</CardTitle>
        <CardDescription>
          {info.data?.status === 'ok'
            ? `Versões carregadas pelo servidor (carga em ${formatInteger(info.data.loadMs)} ms). Cada conferência usa a versão vigente na data do documento.`
            : 'Tabelas oficiais usadas nas conferências.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {info.isError ? (
          <p className="text-sm text-destructive">{info.error.message}</p>
        ) : !info.data ? (
          <Skeleton className="h-32 w-full" />
        ) : info.data.status !== 'ok' ? (
          <p className="text-sm text-amber-700">{info.data.message}</p>
        ) : (
          <>
            {/* Phones: one block per table version instead of a table whose dates scroll off screen. */}
            <ul className="divide-y md:hidden" aria-label="Tabelas de referência">
              {info.data.versions.map((v) => (
                <li key={v.id} className="space-y-1 py-3 text-sm">
                  <p>{v.label}</p>
                  <p className="text-muted-foreground">
                    {day(v.validFrom) === 'sem data' ? 'Sem data de início' : `De ${day(v.validFrom)}`} · {v.validTo ? `até ${day(v.validTo)}` : 'em vigor'} ·{' '}
                    <span className="tabular-nums">{formatInteger(v.rows)}</span> linhas
                  </p>
                </li>
              ))}
            </ul>
            <Table className="hidden md:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Tabela</TableHead>
                  <TableHead>Vigente de</TableHead>
                  <TableHead>Até</TableHead>
                  <TableHead className="text-right">Linhas</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {info.data.versions.map((v) => (
                  <TableRow key={v.id}>
                    <TableCell className="min-w-64">{v.label}</TableCell>
                    <TableCell className="whitespace-nowrap">{day(v.validFrom)}</TableCell>
                    <TableCell className="whitespace-nowrap">{v.validTo ? day(v.validTo) : 'em vigor'}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatInteger(v.rows)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {info.data.warnings.length > 0 && (
              <ul className="mt-3 list-disc pl-5 text-sm text-amber-700">
                {info.data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

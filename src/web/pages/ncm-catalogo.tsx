import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ArrowLeft, Download, Undo2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Pager } from '../components/pager';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { useImportCatalogue, useOfficeCatalogue, useUndoDecision, type NcmDecision } from '../features/checks/ncm-decisions-api';
import { dottedNcm } from '../features/checks/ncm-types';
import { formatDateTimeBR } from '../lib/format';

const code = (c: string | null) => (c ? dottedNcm(c) : '—');

function UndoButton({ d }: { d: NcmDecision }) {
  const undo = useUndoDecision();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={undo.isPending}
      aria-label={`Desfazer a decisão sobre ${d.descricao}`}
      onClick={() =>
        undo.mutate(d.id, {
          onSuccess: () => toast.success('Decisão desfeita', { description: 'O achado volta a valer nas próximas conferências.' }),
          onError: (e) => toast.error('Não foi possível desfazer', { description: e.message }),
        })
      }
    >
      <Undo2 /> {undo.isPending ? 'Desfazendo…' : 'Desfazer'}
    </Button>
  );
}

/** The office's NCM catalogue (issue 14): every answer given to a finding, downloadable for the CLI. */
export function NcmCatalogoPage() {
  const [page, setPage] = useState(1);
  const q = useOfficeCatalogue(page);
  const data = q.data;
  const importer = useImportCatalogue();
  const input = useRef<HTMLInputElement>(null);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const importFile = (file: File | undefined) => {
    if (!file) return;
    setImportErrors([]);
    importer.mutate(file, {
      onSuccess: (r) => {
        setImportErrors(r.erros);
        toast.success(`${r.importadas} ${r.importadas === 1 ? 'decisão importada' : 'decisões importadas'}`, {
          description: r.recusadas ? `${r.recusadas} ${r.recusadas === 1 ? 'linha recusada' : 'linhas recusadas'}: veja os motivos abaixo.` : undefined,
        });
      },
      onError: (e) => toast.error('Não foi possível importar', { description: e.message }),
    });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Catálogo do escritório</h1>
          <p className="text-muted-foreground">
            As decisões do seu escritório sobre achados de NCM. As próximas conferências não repetem um achado marcado como correto e sugerem primeiro os códigos aprendidos.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/ncm">
              <ArrowLeft /> Conferência de NCM
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/ncm/catalogo/exportar?formato=xlsx" download>
              <Download /> Baixar Excel
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/ncm/catalogo/exportar?formato=csv" download>
              <Download /> Baixar CSV
            </a>
          </Button>
          <input ref={input} type="file" accept=".csv,.xlsx" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => importFile(e.target.files?.[0])} />
          <Button variant="outline" disabled={importer.isPending} onClick={() => input.current?.click()}>
            <Upload /> {importer.isPending ? 'Importando…' : 'Importar catálogo'}
          </Button>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Decisões</CardTitle>
          <CardDescription>
            Só o seu escritório vê e usa este catálogo. No terminal: <code className="font-mono text-xs">npx apura ncm planilha.xlsx --catalogo catalogo.csv</code>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {q.isError && (
            <Alert variant="destructive">
              <AlertTriangle />
              <AlertTitle>Não foi possível carregar o catálogo</AlertTitle>
              <AlertDescription>{q.error.message}</AlertDescription>
            </Alert>
          )}
          {importErrors.length > 0 && (
            <Alert>
              <AlertTriangle />
              <AlertTitle>Linhas do arquivo importado que foram recusadas</AlertTitle>
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {importErrors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}
          {!data && !q.isError && <Skeleton className="h-40" />}
          {data && data.total === 0 && (
            <p className="py-6 text-center text-sm text-muted-foreground" data-testid="catalogo-vazio">
              Nenhuma decisão ainda. No resultado de uma conferência de NCM, use "Aceitar sugestão", "NCM está correto" ou "Informar NCM".
            </p>
          )}
          {data && data.total > 0 && (
            <>
              <ul className="space-y-2 md:hidden" aria-label="Decisões do catálogo">
                {data.itens.map((d) => (
                  <li key={d.id} className="rounded-lg border p-3 text-sm">
                    <p className="break-words font-medium">{d.descricao}</p>
                    <p className="mt-1">
                      <Badge variant="outline">{d.rotulo}</Badge>{' '}
                      <span className="font-mono">{code(d.ncm)}</span>
                      {d.codigo && (
                        <>
                          {' → '}
                          <span className="font-mono">{code(d.codigo)}</span>
                        </>
                      )}
                    </p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {d.decididoPor} · {formatDateTimeBR(d.decididoEm)}
                    </p>
                    <UndoButton d={d} />
                  </li>
                ))}
              </ul>
              <div className="hidden md:block">
                <Table className={q.isFetching ? 'opacity-70' : undefined} data-testid="tabela-catalogo">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Descrição do produto</TableHead>
                      <TableHead>NCM no arquivo</TableHead>
                      <TableHead>Decisão</TableHead>
                      <TableHead>NCM correto</TableHead>
                      <TableHead>Decidido por</TableHead>
                      <TableHead>Data da decisão</TableHead>
                      <TableHead>
                        <span className="sr-only">Ações</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.itens.map((d) => (
                      <TableRow key={d.id}>
                        <TableCell className="max-w-sm break-words">{d.descricao}</TableCell>
                        <TableCell className="font-mono whitespace-nowrap">{code(d.ncm)}</TableCell>
                        <TableCell>{d.rotulo}</TableCell>
                        <TableCell className="font-mono whitespace-nowrap">{code(d.codigo)}</TableCell>
                        <TableCell>{d.decididoPor}</TableCell>
                        <TableCell className="whitespace-nowrap">{formatDateTimeBR(d.decididoEm)}</TableCell>
                        <TableCell>
                          <UndoButton d={d} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <Pager label="Paginação do catálogo" testId="catalogo-total" pagina={data.pagina} paginas={data.paginas} total={data.total} noun={['decisão', 'decisões']} onChange={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

import { formatCfop } from './cfop-kind';
import { LEGAL } from './legal-basis';
import { brl } from './money';
import { addFinding, distinctByCst, isCredit, tribLabel, type RowEval } from './row-context';

/** PC_CST_INVALIDO, PC_CST_DIVERGENTE, PC_CST_OPERACAO, PC_CREDITO_REGIME. */
export function checkCsts(ev: RowEval): void {
  for (const t of [ev.pis, ev.cofins]) {
    if (t.cst || !t.raw.cstColumn) continue;
    // A CSOSN in a shared "CST/CSOSN" column is not a wrong CST: the checker reports it once per file.
    if (t.raw.csosn) continue;
    // Simples Nacional items often leave the PIS/COFINS CST blank (the tax is paid in the DAS).
    if (ev.regime === 'simples' && t.raw.cstRaw === '') continue;
    const what = t.raw.cstRaw === '' ? 'não informado' : `"${t.raw.cstRaw}" inexistente`;
    addFinding(
      ev,
      'error',
      'PC_CST_INVALIDO',
      `CST ${t.trib === 'COFINS' ? 'da COFINS' : 'do PIS'} ${what}. Informe um CST da tabela ${t.trib === 'PIS' ? '4.3.3' : '4.3.4'} (01 a 09, 49, 50 a 56, 60 a 67, 70 a 75, 98 ou 99) — ${LEGAL.cstTabelas}.`,
      null,
      { tributo: t.trib },
    );
  }
  if (ev.pis.cst && ev.cofins.cst && ev.pis.cst.code !== ev.cofins.cst.code) {
    addFinding(
      ev,
      'error',
      'PC_CST_DIVERGENTE',
      `CST do PIS (${ev.pis.cst.code}) diferente do CST da COFINS (${ev.cofins.cst.code}) no mesmo item. As duas contribuições seguem o mesmo tratamento e devem ter o mesmo CST — ${LEGAL.cstTabelas}.`,
      null,
      { tributo: 'PIS/COFINS' },
    );
  }

  const cfop = ev.item.cfop;
  if (cfop) {
    for (const t of distinctByCst(ev)) {
      if (!t.cst || t.cstNum === null || t.cst.direction === 'ambas') continue;
      if (t.cst.direction === cfop.direction) continue;
      const label = ev.pis.cst?.code === ev.cofins.cst?.code ? 'PIS/COFINS' : t.trib;
      const expected = cfop.direction === 'saida' ? 'de saída (01 a 49 ou 99)' : 'de entrada (50 a 99)';
      // On returns many ERPs repeat the original operation's CST: still wrong, but not certain enough for an error.
      // A Simples company's entries carry no PIS/COFINS bookkeeping (no EFD-Contribuições), and its
      // purchase reports often repeat the supplier's output CST: a warning there too.
      const soft = cfop.devolucao || (ev.regime === 'simples' && cfop.direction === 'entrada');
      addFinding(
        ev,
        soft ? 'warning' : 'error',
        'PC_CST_OPERACAO',
        `CST ${t.cst.code} ${label === 'COFINS' ? 'da COFINS' : `do ${label}`} é de ${t.cst.direction === 'saida' ? 'saída' : 'entrada'}, mas o CFOP ${formatCfop(cfop.code)} é de ${cfop.direction}${cfop.devolucao ? ' (devolução)' : ''}. Use um CST ${expected} — ${LEGAL.cstTabelas}.`,
        null,
        { tributo: label },
      );
    }
  }

  // Sales of goods are revenue: their CST is 01 to 09 (taxed, monofásico, ST, zero, isenta, sem incidência,
  // suspensão). CST 49/99 are for operations without revenue, so on a sale they hide a revenue left untaxed
  // — unless it is one of 04–09, which the sheet cannot tell: a warning. (Simples items use them freely.)
  if (ev.regime !== 'simples' && cfop && (cfop.revenda || cfop.producao) && !cfop.exportacao) {
    const other = distinctByCst(ev).filter((t) => t.cst?.code === '49' || t.cst?.code === '99');
    for (const t of other) {
      const label = ev.pis.cst?.code === ev.cofins.cst?.code ? 'PIS/COFINS' : t.trib;
      addFinding(
        ev,
        'warning',
        'PC_CST_OPERACAO',
        `CST ${t.cst?.code} (outras operações) ${label === 'COFINS' ? 'da COFINS' : `do ${label}`} em venda (CFOP ${formatCfop(cfop.code)}): receita de venda usa CST 01 a 09 — tributada (01/02) ou, com o fundamento legal, monofásica (04), substituição (05), alíquota zero (06), isenta (07), sem incidência (08) ou com suspensão (09). Com CST ${t.cst?.code} a receita fica fora da apuração — ${LEGAL.cstTabelas}.`,
        null,
        { tributo: label },
      );
    }
  }

  if (ev.regime !== 'lucro-real') {
    const credit = [ev.pis, ev.cofins].filter((t) => isCredit(t.cstNum));
    if (credit.length > 0) {
      const valor = credit.reduce((s, t) => s + Math.max(0, t.cobrado ?? 0), 0);
      const simples = ev.regime === 'simples';
      const basis = simples ? LEGAL.creditoSimples : LEGAL.creditoCumulativo;
      const regimeText = ev.regime === 'simples' ? 'no Simples Nacional' : 'no regime cumulativo (Lucro Presumido)';
      const codes = [...new Set(credit.map((t) => t.cst?.code))].join('/');
      // A sales return (1.201, 1.202, 1.411 …) reverses revenue: in the cumulative regime (and in the
      // Simples, whose receita bruta is net of returns) the amount is rightly deducted from the revenue,
      // so the CST 50 the ERP repeats from the Lucro Real layout is a wrong code, not a credit taken.
      if (cfop?.devolucao && cfop.direction === 'entrada') {
        addFinding(
          ev,
          'warning',
          'PC_CREDITO_REGIME',
          `CST ${codes} (crédito) em devolução de venda (CFOP ${formatCfop(cfop.code)}) ${regimeText}: não há crédito neste regime, mas a devolução reduz a receita tributada — ${ev.regime === 'simples' ? 'LC 123/2006, art. 3º, § 1º (receita bruta sem vendas canceladas)' : LEGAL.devolucaoCumulativo}. Escriture com CST de entrada sem crédito (98 ou 99) e exclua o valor devolvido da receita do período.`,
          null,
          { tributo: tribLabel(credit) },
        );
        return;
      }
      addFinding(
        ev,
        'error',
        'PC_CREDITO_REGIME',
        `CST ${codes} indica crédito de PIS/COFINS, que não existe ${regimeText}. Use CST de entrada sem crédito (70 a 75 ou 98)${valor > 0 && !simples ? `; crédito indevido de ${brl(valor)}` : ''} — ${basis}.`,
        // The PGDAS-D takes no credit at all: in the Simples the code cannot have reduced the tax paid.
        valor > 0 && !simples ? -valor : null,
        { tributo: tribLabel(credit) },
      );
    }
  }
}

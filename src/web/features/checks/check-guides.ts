// What each check page says in its side column ('Como funciona', 'Validações realizadas'): data, so the
// four pages share one CheckAside component and differ only in their words.

export type CheckGuide = {
  steps: string[];
  /** A short paragraph under the steps. */
  note?: string;
  validations: { title: string; text: string }[];
};

export const CHECK_GUIDES: Record<'ncm' | 'pis-cofins' | 'escrituracao' | 'reforma', CheckGuide> = {
  ncm: {
    steps: [
      'Baixe a planilha modelo ou use a exportação do seu sistema (colunas de produto, descrição e NCM).',
      'Envie o arquivo (.xlsx, .xls, .csv ou o .txt exportado pelo sistema) e escolha a data de referência.',
      'Acompanhe o processamento e veja os problemas encontrados linha a linha.',
      'Baixe o arquivo corrigido: sua planilha com o NCM corrigido onde a correção é certa, o código enviado em "NCM original" e as linhas a revisar marcadas. O relatório (Excel ou PDF) traz o resumo e os achados.',
    ],
    validations: [
      { title: 'Formato do código', text: '8 dígitos, zeros à esquerda perdidos pelo Excel, pontos e traços.' },
      { title: 'Produto × NCM', text: 'o tipo de produto da descrição se classifica no capítulo do código; descrições que dizem pouco são contadas como insuficientes para conferir.' },
      { title: 'Consulta à tabela fiscal', text: 'código existente e em vigor na data de referência (NCM/TIPI).' },
      { title: 'Sugestão de NCM similar', text: 'até 3 códigos com a descrição oficial e a aderência.' },
      { title: 'Análise de tributos aplicáveis', text: 'IPI (TIPI), PIS/COFINS indicativo, CEST e carga IBPT.' },
    ],
  },
  'pis-cofins': {
    steps: [
      'Exporte os itens das notas do seu sistema (ou use a planilha modelo): data, produto, NCM, CFOP, valores, CST, base, alíquota e valor de PIS e COFINS.',
      'Escolha o regime tributário da empresa e envie o arquivo (.xlsx, .xls, .csv ou o .txt exportado pelo sistema).',
      'Ou envie a EFD-Contribuições (.txt ou .zip): o regime vem do registro 0110 e cada apontamento indica a linha do SPED.',
      'Cada linha é conferida contra as regras do regime e as tabelas oficiais da data do documento.',
      'O relatório em Excel é baixado ao final, com o impacto em R$ de cada problema.',
    ],
    validations: [
      { title: 'Alíquotas', text: '1,65%/7,6% no não cumulativo, 0,65%/3% no cumulativo, monofásicos e alíquota zero.' },
      { title: 'Bases de cálculo', text: 'valor do item menos descontos e exclusões legais, e o valor calculado sobre ela.' },
      { title: 'CST de PIS e COFINS', text: 'código válido, coerente com a operação (entrada/saída) e igual nos dois tributos.' },
      { title: 'Créditos presumidos', text: 'créditos tomados só quando o regime e o CST permitem.' },
      { title: 'Regime tributário', text: 'regras próprias de Lucro Real, Lucro Presumido e Simples Nacional (receita segregável).' },
    ],
  },
  escrituracao: {
    steps: [
      'Envie o arquivo SPED EFD ICMS/IPI ou EFD-Contribuições (.txt gerado pelo sistema, ou um .zip com ele).',
      'Opcional: envie os XMLs das NF-e do período (vários .xml ou um .zip) para a conciliação.',
      'O arquivo é lido linha a linha; o progresso mostra quanto já foi lido.',
      'Veja os achados por código, registro e linha e baixe os relatórios em Excel e PDF.',
    ],
    note:
      'O PVA da Receita valida a estrutura, mas não sabe quais notas existem. Com os XMLs, a conferência mostra o que o PVA não pega: notas não escrituradas, valores divergentes e notas canceladas escrituradas como regulares.',
    validations: [
      { title: 'Estrutura e leiaute', text: 'versão do leiaute, quantidade de campos, formatos, campos obrigatórios e ordem dos registros.' },
      { title: 'Totais e contagens', text: 'C100 × C190 × C170, encerramentos de bloco (x990), 9900 e 9999.' },
      { title: 'Referências cruzadas', text: 'itens (0200), participantes (0150), NCM e chaves de acesso.' },
      { title: 'CNPJ/CPF e períodos', text: 'dígitos verificadores e datas dentro do período do arquivo.' },
      { title: 'XML × SPED (além do PVA)', text: 'notas não escrituradas, valores divergentes e canceladas escrituradas.' },
    ],
  },
  reforma: {
    steps: [
      'Envie o cadastro de produtos (código, descrição, NCM e, se tiver, CST IBS/CBS e cClassTrib) ou os XMLs de NF-e/NFC-e (.xml, vários de uma vez, ou um .zip).',
      'Cada produto recebe o tratamento da LC 214/2025 pelo NCM: anexo, item com o texto legal e redução.',
      'Nos XMLs, os grupos IBSCBS são conferidos com as regras da NT 2025.002 em vigor na data de emissão.',
      'Com valores, a simulação compara o PIS/COFINS de hoje com a CBS de 2027.',
    ],
    validations: [
      { title: 'CST × cClassTrib', text: 'códigos existentes na tabela em vigor na data e compatíveis entre si.' },
      { title: 'NCM × anexos', text: 'cesta básica, reduções de 60% e alíquota zero só onde a lei prevê; “depende da descrição” quando o anexo exige.' },
      { title: 'Grupos e valores', text: 'alíquotas do ano, reduções, vBC × alíquota, totais IBSCBSTot, vItem e vNFTot.' },
      { title: 'Simples Nacional e MEI', text: 'o que vale em 2026 e em 2027, sem cobrar deles o regime regular.' },
    ],
  },
};

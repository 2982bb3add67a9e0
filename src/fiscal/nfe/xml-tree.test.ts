import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { TABLES_DIR } from '../../../tests/fixtures/sped/efd-test-kit';
import { buildNfe, cestaBasica, diferimento, integral } from '../reforma/test-nfe-builder';
import { parseNfeXml } from './parse-nfe';
import { parseXmlTree, XmlMalformado } from './xml-tree';

const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('parseXmlTree: XML 1.0 well-formedness as the NF-e XMLs use it', () => {
  const ok: [string, string, unknown][] = [
    ['texto simples, espaços aparados', '<a>\n  <b> 1 </b>\n</a>', { a: { b: '1' } }],
    ['elemento vazio e auto-fechado viram texto vazio', '<a><b/><c></c><d /></a>', { a: { b: '', c: '', d: '' } }],
    ['tag repetida vira lista, na ordem', '<a><det>1</det><x>y</x><det>2</det><det>3</det></a>', { a: { det: ['1', '2', '3'], x: 'y' } }],
    ['prefixo de namespace removido de tags e atributos; xmlns descartado', '<n:a xmlns:n="u" xmlns="v" n:Id="NFe1"><n:b>1</n:b><b>2</b></n:a>', { a: { '@_Id': 'NFe1', b: ['1', '2'] } }],
    ['atributos em qualquer ordem, aspas simples ou duplas, espaços em volta do =', "<det nItem = '2' x=\"a\"><v>1</v></det>", { det: { '@_nItem': '2', '@_x': 'a', v: '1' } }],
    ['atributo com > no valor', '<a x="1>2">t</a>', { a: { '@_x': '1>2', '#text': 't' } }],
    ['entidades predefinidas no texto e no atributo', '<a t="&quot;x&quot; &amp; y">A &amp; B &lt;C&gt; &apos;d&apos;</a>', { a: { '@_t': '"x" & y', '#text': "A & B <C> 'd'" } }],
    ['referências numéricas de caractere', '<a>CAF&#201; P&#xC3;O</a>', { a: 'CAFÉ PÃO' }],
    ['&amp;lt; decodifica uma vez só', '<a>&amp;lt;</a>', { a: '&lt;' }],
    ['entidade desconhecida fica como escrita (como antes)', '<a>x &foo; y</a>', { a: 'x &foo; y' }],
    ['CDATA entra no texto sem decodificar', '<a><![CDATA[ <x> &amp; ]]></a>', { a: '<x> &amp;' }],
    ['comentários e declaração XML ignorados', '<?xml version="1.0" encoding="UTF-8"?><!-- c --><a><!-- <b>2</b> --><b>1</b></a>', { a: { b: '1' } }],
    ['mesmo nome aninhado (ICMS/ICMS00, IPI/IPI)', '<imp><IPI><IPI><v>1</v></IPI></IPI></imp>', { imp: { IPI: { IPI: { v: '1' } } } }],
    ['texto ao lado de filhos vai para #text', '<a>t<b>1</b>u</a>', { a: { b: '1', '#text': 'tu' } }],
    ['__proto__ é uma chave comum, não o protótipo', '<a><__proto__>1</__proto__></a>', { a: { ['__proto__']: '1' } }],
    ['constructor e toString são chaves comuns, repetidas viram lista', '<a><constructor>1</constructor><toString>2</toString><toString>3</toString></a>', { a: { constructor: '1', toString: ['2', '3'] } }],
    ['__proto__ repetido vira lista', '<a><__proto__>1</__proto__><__proto__>2</__proto__></a>', { a: { ['__proto__']: ['1', '2'] } }],
    ['texto fora da raiz é ignorado', 'lixo', {}],
  ];
  it.each(ok)('%s', (_n, xml, tree) => {
    expect(plain(parseXmlTree(xml))).toEqual(plain(tree));
  });

  it('__proto__ não polui Object.prototype', () => {
    const tree = parseXmlTree('<a><__proto__><polluted>1</polluted></__proto__></a>');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(tree.a)).toBe(Object.prototype);
    expect((tree.a as Record<string, unknown>).polluted).toBeUndefined();
  });

  const bad: [string, string][] = [
    ['DOCTYPE (expansão de entidades / entidade externa)', '<!DOCTYPE a [<!ENTITY e "zz">]><a>&e;</a>'],
    ['tag não fechada (arquivo truncado)', '<nfeProc><NFe><infNFe Id="NFe1"><det nItem="1">'],
    ['fechamento trocado', '<a><b>x</a></b>'],
    ['fechamento sem abertura', '<a>x</a></b>'],
    ['atributo sem valor', '<a b>x</a>'],
    ['atributo sem aspas', '<a b=1>x</a>'],
    ['atributo sem fim', '<a b="1>x</a>'],
    ['< dentro de atributo', '<a b="<">x</a>'],
    ['comentário sem fim', '<a><!-- x </a>'],
    ['CDATA sem fim', '<a><![CDATA[ x </a>'],
    ['tag sem nome', '<a>< >x</a>'],
    ['tag aberta no fim do arquivo', '<a><b'],
  ];
  it.each(bad)('recusa: %s', (_n, xml) => {
    expect(() => parseXmlTree(xml)).toThrow(XmlMalformado);
  });

  it.each(bad)('parseNfeXml: %s → ignorado com o motivo "XML malformado"', (_n, xml) => {
    expect(parseNfeXml(xml)).toEqual({ kind: 'ignorado', motivo: 'XML malformado' });
  });
});

describe('parseXmlTree: a mesma árvore que o fast-xml-parser (leitor anterior) nas amostras reais de NF-e', () => {
  const fxp = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false, trimValues: true });
  /** Key order and the '?xml' declaration key (never read) aside. */
  const norm = (v: unknown): unknown => Array.isArray(v) ? v.map(norm)
    : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).filter((k) => k !== '?xml').sort().map((k) => [k, norm((v as Record<string, unknown>)[k])]))
      : typeof v === 'string' ? v.trim() : v;
  const files: [string, string][] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.xml$/i.test(e.name)) files.push([p.slice(TABLES_DIR.length + 1), readFileSync(p, 'utf8').replace(/^\uFEFF/, '')]);
    }
  };
  walk(join(TABLES_DIR, 'samples'));
  files.push(['gerada (IBSCBS)', buildNfe({ itens: [integral(), cestaBasica(), diferimento()] })]);
  it('há amostras', () => { expect(files.length).toBeGreaterThan(10); });
  it.each(files)('%s', (_f, xml) => {
    expect(norm(parseXmlTree(xml))).toEqual(norm(fxp.parse(xml)));
  });
});

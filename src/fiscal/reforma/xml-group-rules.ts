/**
 * IBSCBS group rules of one item that depend on the CST and cClassTrib tables (NT 2025.002 v1.34 §7): codes exist
 * and agree (UB13-10, UB14-10, UB14-20, UB14-25), and the groups the CST requires or forbids are there or not
 * (UB13-20/-30, UB13-39/-40, UB13-44/-45, UB131-20/-30, UB112-10/-20, UB22/UB40/UB59 gDif, UB26/UB45/UB64 gRed).
 */
import type { IbsCbsItem, IbsCbsTributo, NfeItem } from '../nfe/nfe-item-types';
import type { CstIbsCbs } from '../tables/reforma-types';
import { nomeVersao, validadeCClass, validadeCst } from './code-validity';
import { report, type XmlCtx } from './xml-context';

/** Returns the CST row when the CST and cClassTrib are usable for the value rules, else null. */
export function groupRules(c: XmlCtx, it: NfeItem, g: IbsCbsItem): CstIbsCbs | null {
  const vc = validadeCst(c.t, g.cst, c.data);
  if (!/^\d{3}$/.test(g.cst) || vc.kind === 'inexistente' || vc.kind === 'excluido') {
    report(c, it, 'UB13-10', 'REF_CST_INEXISTENTE', `CST IBS/CBS "${g.cst}" não existe na tabela em vigor em ${c.doc.dataEmissao.split('-').reverse().join('/')}.`);
    return null;
  }
  const cst = c.t.cst.get(g.cst);
  if (!cst) return null;
  const vk = validadeCClass(c.t, g.cClassTrib, c.data);
  if (!/^\d{6}$/.test(g.cClassTrib) || vk.kind === 'inexistente') {
    report(c, it, 'UB14-10', 'REF_CCLASSTRIB_INEXISTENTE', `cClassTrib "${g.cClassTrib}" não existe na tabela de classificação tributária do IBS e da CBS.`);
  } else if (vk.kind === 'excluido') {
    report(c, it, 'UB14-10', 'REF_CCLASSTRIB_VIGENCIA', `cClassTrib ${g.cClassTrib} constava só até a ${nomeVersao(vk.ultima)}; não existe na ${nomeVersao(vk.versao)}, em vigor na emissão.`);
  } else if (vk.kind === 'futuro') {
    report(c, it, 'UB14-10', 'REF_CCLASSTRIB_VIGENCIA', `cClassTrib ${g.cClassTrib} aparece só a partir da ${nomeVersao(vk.primeira)}, posterior à emissão (vigorava a ${nomeVersao(vk.versao)}).`, null, 'warning');
  } else if (g.cClassTrib.slice(0, 3) !== g.cst) {
    report(c, it, 'UB14-20', 'REF_CST_CCLASSTRIB', `cClassTrib ${g.cClassTrib} pertence ao CST ${g.cClassTrib.slice(0, 3)}, não ao CST ${g.cst} informado.`, { cst: g.cClassTrib.slice(0, 3), cClassTrib: g.cClassTrib });
  } else {
    const k = c.t.cclass.get(g.cClassTrib);
    const mod = c.doc.modelo;
    if (k && ((mod === '55' && !k.nfe) || (mod === '65' && !k.nfce))) {
      report(c, it, 'UB14-25', 'REF_CCLASSTRIB_MODELO', `cClassTrib ${g.cClassTrib} não pode ser usado em ${mod === '55' ? 'NF-e (modelo 55)' : 'NFC-e (modelo 65)'} pela tabela de classificação tributária.`);
    }
  }
  // LA01-30: fuel codes (410013, 620xxx) need the fuel group prod/comb.
  if ((g.cClassTrib === '410013' || g.cClassTrib.startsWith('620')) && !it.comb) {
    report(c, it, 'LA01-30', 'REF_GRUPO_AUSENTE', `cClassTrib ${g.cClassTrib} é de combustível e o item não tem o grupo de combustível (prod/comb).`);
  }
  presence(c, it, g.gIBSCBS !== null, cst.gIBSCBS, 'UB13-20', 'UB13-30', 'gIBSCBS', g.cst);
  presence(c, it, g.gIBSCBSMono, cst.gIBSCBSMono, 'UB13-39', 'UB13-40', 'gIBSCBSMono', g.cst);
  presence(c, it, g.gTransfCred, cst.gTransfCred, 'UB13-44', 'UB13-45', 'gTransfCred', g.cst);
  presence(c, it, g.gCredPresIBSZFM, cst.gCredPresIBSZFM, 'UB131-20', 'UB131-30', 'gCredPresIBSZFM', g.cst);
  presence(c, it, g.gAjusteCompet, cst.gAjusteCompet, 'UB112-10', 'UB112-20', 'gAjusteCompet', g.cst);
  const gi = g.gIBSCBS;
  if (gi) {
    const trib: [IbsCbsTributo | null, string, string, string, string, string, string][] = [
      [gi.uf, 'IBS da UF (gIBSUF)', 'UB22-10', 'UB22-20', 'UB26-10', 'UB26-15', 'UB26-20'],
      [gi.mun, 'IBS do Município (gIBSMun)', 'UB40-20', 'UB40-10', 'UB45-10', 'UB45-15', 'UB45-20'],
      [gi.cbs, 'CBS (gCBS)', 'UB59-20', 'UB59-10', 'UB64-10', 'UB64-15', 'UB64-20'],
    ];
    for (const [x, nome, difNao, difSim, redNao, redZero, redSim] of trib) {
      if (!x) continue;
      presence(c, it, x.gDif !== null, cst.gDif, difNao, difSim, `gDif do ${nome}`, g.cst);
      if (x.gRed && !cst.gRed && !gi.compraGov) report(c, it, redNao, 'REF_GRUPO_INDEVIDO', `Grupo gRed do ${nome} informado, mas o CST ${g.cst} não permite redução de alíquota.`);
      else if (x.gRed && (x.p ?? 0) === 0) report(c, it, redZero, 'REF_GRUPO_INDEVIDO', `Grupo gRed do ${nome} informado com alíquota zero: a redução só cabe quando a alíquota é maior que zero.`);
      else if (!x.gRed && (x.p ?? 0) > 0 && (cst.gRed || gi.compraGov)) report(c, it, redSim, 'REF_GRUPO_AUSENTE', `O CST ${g.cst} exige o grupo gRed (redução de alíquota) no ${nome}, e ele não foi informado.`);
    }
  }
  return cst;
}

function presence(c: XmlCtx, it: NfeItem, present: boolean, required: boolean, ruleForbidden: string, ruleRequired: string, nome: string, cst: string): void {
  if (present && !required) report(c, it, ruleForbidden, 'REF_GRUPO_INDEVIDO', `Grupo ${nome} informado, mas o CST ${cst} não o permite.`);
  else if (!present && required) report(c, it, ruleRequired, 'REF_GRUPO_AUSENTE', `O CST ${cst} exige o grupo ${nome}, e ele não foi informado.`);
}

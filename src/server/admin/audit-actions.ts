/**
 * pt-BR labels for the audit log's action codes. Codes are written by many domains (auth hooks,
 * checks, credits, admin); unknown codes still get a readable label from their prefix, so a new
 * event never shows up as a raw code.
 */
const LABELS: Record<string, string> = {
  login: 'Login',
  login_falhou: 'Falha de login',
  logout: 'Saída',
  cadastro: 'Cadastro',
  acesso_modulo: 'Acesso a módulo',
  upload: 'Envio de arquivo',
  verificacao_concluida: 'Conferência concluída',
  verificacao_falhou: 'Conferência com falha',
  pedido_creditos: 'Pedido de créditos',
  perfil_atualizado: 'Perfil atualizado',
  conta_excluida: 'Conta excluída',
  token_criado: 'Token de API criado',
  token_revogado: 'Token de API revogado',
  credencial_criada: 'Analista PRO: credencial cadastrada',
  credencial_alterada: 'Analista PRO: credencial alterada',
  credencial_removida: 'Analista PRO: credencial removida',
  credencial_uso: 'Analista PRO: credencial usada',
  credencial_uso_falhou: 'Analista PRO: falha ao usar credencial',
  empresa_cadastrada: 'Analista PRO: empresa cadastrada',
  empresa_alterada: 'Analista PRO: empresa alterada',
  empresa_removida: 'Analista PRO: empresa removida',
  ncm_alterado_no_erp: 'NCM alterado no ERP',
  ncm_catalogo_importado: 'Catálogo de NCM importado',
  ncm_decisao_registrada: 'Decisão de NCM registrada',
  ncm_decisao_desfeita: 'Decisão de NCM desfeita',
  credito_concedido: 'Créditos concedidos',
  credito_debito: 'Créditos debitados',
  credito_debitado: 'Créditos debitados',
  credito_estorno: 'Créditos estornados',
  credito_estornado: 'Créditos estornados',
  credito_compra: 'Compra de créditos',
  credito_compra_solicitada: 'Compra de créditos solicitada',
  credito_compra_aprovada: 'Compra de créditos aprovada',
  credito_compra_rejeitada: 'Compra de créditos rejeitada',
  admin_usuario_criado: 'Admin: usuário convidado',
  admin_convite_renovado: 'Admin: novo link de convite',
  admin_usuario_editado: 'Admin: usuário editado',
  admin_usuario_bloqueado: 'Admin: usuário bloqueado',
  admin_usuario_ativado: 'Admin: usuário ativado',
  admin_creditos_concedidos: 'Admin: créditos concedidos',
  admin_usuarios_exportados: 'Admin: lista de usuários exportada',
  admin_modulo_criado: 'Admin: módulo adicionado',
  admin_modulo_editado: 'Admin: módulo editado',
  admin_modulo_atualizado: 'Admin: versão de módulo atualizada',
  admin_logs_exportados: 'Admin: logs exportados',
  admin_site_editado: 'Admin: dados do site editados',
  admin_pacotes_editado: 'Admin: pacotes de créditos editados',
  admin_compra_aprovada: 'Admin: compra aprovada',
  admin_compra_rejeitada: 'Admin: compra rejeitada',
  analista_execucao_interrompida: 'Analista PRO: tarefa interrompida',
};

const PREFIXES: [string, string][] = [
  ['admin_', 'Admin'],
  ['credito_', 'Créditos'],
  ['verificacao_', 'Conferência'],
  ['conta_', 'Conta'],
  ['analista_', 'Analista PRO'],
];

/** 'admin_usuario_editado' → 'Admin: usuário editado'; unknown 'credito_x_y' → 'Créditos: x y'. */
export function auditActionLabel(code: string): string {
  const known = LABELS[code];
  if (known) return known;
  for (const [prefix, label] of PREFIXES) {
    if (code.startsWith(prefix)) return `${label}: ${code.slice(prefix.length).replace(/_/g, ' ')}`;
  }
  const words = code.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** The action codes always offered in the log filter, even before they first occur. */
export const KNOWN_AUDIT_ACTIONS = Object.keys(LABELS);

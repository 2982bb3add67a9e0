import { Link } from 'react-router';
import { LegalLayout, LegalSection } from '../components/legal-layout';
import { useSiteInfo } from '../lib/queries';

export const PRIVACY_UPDATED_AT = '22/11/2026';

function Mail({ address, fallback }: { address: string | null | undefined; fallback: string }) {
  return address ? <a href={`mailto:${address}`}>{address}</a> : <>{fallback}</>;
}

export function PrivacidadePage() {
  const { data: site } = useSiteInfo();
  const encarregado = site?.encarregadoEmail ?? site?.contactEmail;
  return (
    <LegalLayout title="Política de Privacidade" updatedAt={PRIVACY_UPDATED_AT}>
      <p>
        Esta Política explica como a Apura trata dados pessoais, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD,
        Lei nº 13.709/2018). Ela vale para o site, o painel e a API da plataforma.
      </p>
      <LegalSection title="1. Controlador e encarregado">
        <p>
          A Apura é a controladora dos dados da sua conta. Em relação aos dados de terceiros contidos nos arquivos que você envia
          (por exemplo, dados de clientes do seu escritório), o seu escritório é o controlador e a Apura atua como operadora,
          tratando-os somente conforme as suas instruções e para prestar o serviço.
        </p>
        <p>
          Encarregado pelo tratamento de dados pessoais (DPO): <Mail address={encarregado} fallback="pelos canais de contato do rodapé do site" />.
        </p>
      </LegalSection>
      <LegalSection title="2. Dados que coletamos">
        <ul>
          <li><strong>Dados da conta:</strong> nome, e-mail, telefone, nome do escritório/empresa, foto de perfil (opcional) e senha (guardada apenas como hash); se você entrar com o Google, o identificador e o e-mail da sua conta Google.</li>
          <li><strong>Arquivos enviados:</strong> planilhas (.xlsx, .xls, .csv), arquivos SPED e XML de documentos fiscais, que podem conter dados de pessoas físicas e jurídicas.</li>
          <li><strong>Relatórios gerados:</strong> os resultados das conferências em tela, Excel e PDF.</li>
          <li><strong>Credenciais de ERP/sistema contábil:</strong> usuário e senha que você cadastra no Analista PRO, guardados cifrados.</li>
          <li><strong>Registros de uso e auditoria:</strong> data e hora de acessos, IP, navegador, ações realizadas, conferências executadas e movimentação de créditos.</li>
          <li><strong>Cookies:</strong> apenas os estritamente necessários para manter a sua sessão; não usamos cookies de publicidade.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Finalidades e bases legais (art. 7º da LGPD)">
        <ul>
          <li>Criar e manter a sua conta, autenticar o acesso e prestar as conferências contratadas — execução de contrato (art. 7º, V).</li>
          <li>Processar os arquivos enviados e gerar relatórios — execução de contrato (art. 7º, V), por conta e ordem do seu escritório.</li>
          <li>Executar tarefas no sistema contábil com as suas credenciais, sempre sob o seu comando — execução de contrato (art. 7º, V).</li>
          <li>Registrar créditos consumidos e manter trilhas de auditoria — cumprimento de obrigação legal ou regulatória (art. 7º, II) e exercício regular de direitos (art. 7º, VI).</li>
          <li>Proteger a plataforma contra fraudes e acessos indevidos — legítimo interesse (art. 7º, IX), respeitados os seus direitos.</li>
          <li>Enviar e-mails de serviço, como recuperação de senha — execução de contrato (art. 7º, V).</li>
        </ul>
        <p>Não usamos os seus arquivos para treinar modelos nem para qualquer finalidade diferente das acima.</p>
      </LegalSection>
      <LegalSection title="4. Retenção e exclusão">
        <ul>
          <li><strong>Arquivos enviados e relatórios:</strong> guardados por 90 dias a partir do envio e então excluídos automaticamente.</li>
          <li><strong>Dados da conta e credenciais de ERP:</strong> mantidos enquanto a conta existir e excluídos quando você a encerra.</li>
          <li><strong>Registros de auditoria e de créditos:</strong> mantidos por 5 anos, prazo decadencial tributário (art. 173 do Código Tributário Nacional), para cumprir obrigações legais e defender direitos. Ao excluir a conta, esses registros são anonimizados: deixam de identificar você.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Compartilhamento">
        <p>
          Não vendemos nem alugamos dados pessoais. Compartilhamos apenas o necessário com: provedores de infraestrutura (hospedagem,
          armazenamento e envio de e-mail) contratados sob dever de confidencialidade; o Google, se você escolher entrar com o
          Google; o sistema contábil que você indicar, apenas quando você mandar executar uma tarefa do Analista PRO; e autoridades
          públicas, quando houver obrigação legal ou ordem judicial.
        </p>
        <p>Se algum provedor estiver fora do Brasil, a transferência seguirá os arts. 33 a 36 da LGPD.</p>
      </LegalSection>
      <LegalSection title="6. Seus direitos (art. 18 da LGPD)">
        <p>Você pode, a qualquer momento e gratuitamente:</p>
        <ul>
          <li>confirmar a existência de tratamento e acessar os seus dados;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados (em Perfil);</li>
          <li>pedir anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
          <li>pedir a portabilidade dos dados;</li>
          <li>pedir a eliminação dos dados tratados com base no consentimento;</li>
          <li>saber com quem compartilhamos os seus dados;</li>
          <li>revogar consentimentos e se opor a tratamentos realizados com base em legítimo interesse;</li>
          <li>peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
        <p>
          Para exercer esses direitos, escreva ao encarregado (<Mail address={encarregado} fallback="contato no rodapé" />).
          Responderemos em até 15 dias.
        </p>
      </LegalSection>
      <LegalSection title="7. Como excluir a sua conta">
        <p>
          Entre no painel e acesse <strong>Configurações → Excluir conta</strong>. A exclusão apaga os dados da conta, os arquivos, os
          relatórios e as credenciais de ERP; os registros de auditoria e de créditos são anonimizados e mantidos pelo prazo do item 4.
          As conferências feitas para um escritório de que você é membro por convite pertencem a esse escritório e continuam com ele,
          sem o seu nome.
          Se não conseguir acessar a conta, peça a exclusão ao encarregado.
        </p>
      </LegalSection>
      <LegalSection title="8. Segurança">
        <ul>
          <li>Conexões protegidas por HTTPS; senhas guardadas somente como hash.</li>
          <li>Credenciais de ERP cifradas em repouso e usadas apenas quando você solicita uma execução.</li>
          <li>Cada usuário acessa apenas os próprios arquivos e relatórios; acessos administrativos ficam registrados em log.</li>
          <li>Limites de tentativas de login contra ataques de força bruta.</li>
        </ul>
        <p>
          Em caso de incidente de segurança que possa gerar risco ou dano relevante, comunicaremos os titulares afetados e a ANPD, nos
          termos do art. 48 da LGPD.
        </p>
      </LegalSection>
      <LegalSection title="9. Alterações">
        <p>
          Podemos atualizar esta Política. A data no topo indica a versão em vigor; mudanças relevantes serão avisadas por e-mail ou
          no painel. Veja também os <Link to="/termos">Termos de Serviço</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

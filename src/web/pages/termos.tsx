import { Link } from 'react-router';
import { LegalLayout, LegalSection } from '../components/legal-layout';
import { useSiteInfo } from '../lib/queries';

export const TERMS_UPDATED_AT = '22/11/2026';

export function TermosPage() {
  const { data: site } = useSiteInfo();
  const contact = site?.contactEmail;
  return (
    <LegalLayout title="Termos de Serviço" updatedAt={TERMS_UPDATED_AT}>
      <LegalSection title="1. Aceitação">
        <p>
          Estes Termos regem o uso da plataforma Apura (site, painel e API), que oferece conferências fiscais automatizadas de
          planilhas e arquivos SPED e automação de tarefas em sistemas contábeis. Ao criar uma conta ou usar a plataforma, você
          declara ter lido e aceitado estes Termos e a <Link to="/privacidade">Política de Privacidade</Link>. Se estiver usando a
          plataforma em nome de um escritório ou empresa, declara ter poderes para vinculá-los a estes Termos.
        </p>
      </LegalSection>
      <LegalSection title="2. Conta de acesso">
        <ul>
          <li>A conta é pessoal. Informe dados verdadeiros e mantenha-os atualizados.</li>
          <li>Você é responsável pela guarda da senha e por toda atividade realizada com a sua conta.</li>
          <li>Avise-nos imediatamente sobre qualquer uso não autorizado.</li>
          <li>Podemos bloquear contas usadas em violação a estes Termos ou à lei, mediante aviso quando possível.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. O serviço">
        <p>
          As conferências (PIS/COFINS, NCM, escrituração e outras) comparam os dados enviados com regras e tabelas oficiais vigentes na
          data de cada documento e apontam inconsistências, sugestões e a base legal correspondente. O Analista PRO executa, somente
          quando você solicita, tarefas no sistema contábil indicado, usando as credenciais que você cadastrou.
        </p>
        <p>
          Os resultados são uma ferramenta de apoio ao profissional contábil. Eles não substituem a análise, o julgamento e a
          responsabilidade técnica do contador, nem constituem consultoria jurídica ou tributária. A decisão de retificar documentos,
          recolher tributos ou transmitir obrigações é sempre sua.
        </p>
      </LegalSection>
      <LegalSection title="4. Créditos">
        <ul>
          <li>Cada conferência consome a quantidade de créditos informada na tela do módulo antes do envio.</li>
          <li>Créditos são debitados quando o processamento começa e estornados automaticamente se a conferência falhar por erro nosso.</li>
          <li>Arquivos ilegíveis ou fora do formato aceito são recusados antes do débito sempre que possível.</li>
          <li>O extrato de créditos fica disponível no seu histórico.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Seus arquivos e dados">
        <p>
          Os arquivos que você envia e os relatórios gerados continuam sendo seus. Você nos autoriza a armazená-los e processá-los
          apenas para prestar o serviço, nos termos da <Link to="/privacidade">Política de Privacidade</Link>. Arquivos enviados e
          relatórios ficam disponíveis por 90 dias e depois são excluídos automaticamente; faça o download do que precisar guardar.
        </p>
        <p>
          Você garante que tem base legal para nos enviar os dados dos seus clientes contidos nos arquivos e que as credenciais de
          sistemas contábeis cadastradas lhe pertencem ou foram autorizadas pelo titular.
        </p>
      </LegalSection>
      <LegalSection title="6. Uso aceitável">
        <ul>
          <li>Não tente acessar dados de outros usuários, contornar limites, créditos ou controles de segurança.</li>
          <li>Não envie arquivos com código malicioso nem use a plataforma para fins ilícitos.</li>
          <li>Não faça engenharia reversa nem revenda o serviço sem autorização por escrito.</li>
          <li>Respeite os limites de requisições; acessos automatizados excessivos podem ser bloqueados.</li>
        </ul>
      </LegalSection>
      <LegalSection title="7. Disponibilidade e alterações">
        <p>
          Trabalhamos para manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por motivos fora do nosso
          controle. Tabelas oficiais e regras são atualizadas periodicamente; o relatório informa a versão usada. Podemos alterar
          funcionalidades e estes Termos; mudanças relevantes serão comunicadas por e-mail ou no painel com antecedência razoável.
        </p>
      </LegalSection>
      <LegalSection title="8. Responsabilidade">
        <p>
          Na máxima extensão permitida pela lei, não respondemos por lucros cessantes, multas ou danos indiretos decorrentes do uso dos
          resultados sem a revisão profissional descrita no item 3, nem por falhas de sistemas de terceiros (como o sistema contábil
          acessado pelo Analista PRO). Nada nestes Termos limita direitos garantidos pelo Código de Defesa do Consumidor quando
          aplicável.
        </p>
      </LegalSection>
      <LegalSection title="9. Encerramento">
        <p>
          Você pode encerrar a conta a qualquer momento em Configurações → Excluir conta. Os dados serão tratados conforme a seção de
          retenção da <Link to="/privacidade">Política de Privacidade</Link>.
        </p>
      </LegalSection>
      <LegalSection title="10. Lei aplicável e contato">
        <p>
          Estes Termos são regidos pelas leis da República Federativa do Brasil. Dúvidas sobre estes Termos:{' '}
          {contact ? <a href={`mailto:${contact}`}>{contact}</a> : 'pelos canais de contato informados no rodapé do site'}.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

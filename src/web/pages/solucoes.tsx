import { Link } from 'react-router';
import { BarChart3, CheckCircle2, ClipboardCheck, Cloud, Handshake, Scale, ShieldCheck, Timer } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { ConsultantButton } from '../features/site/consultant-button';

const solutions = [
  {
    icon: BarChart3,
    title: 'Terceirização financeira',
    text: 'Organizamos contas a pagar e a receber, conciliação bancária e fluxo de caixa dos seus clientes, entregando relatórios claros para que eles tomem decisões com números confiáveis.',
    items: ['Conciliação bancária recorrente', 'Fluxo de caixa e DRE gerencial', 'Relatórios mensais para o cliente'],
  },
  {
    icon: Cloud,
    title: 'Contabilidade digital',
    text: 'Documentos, planilhas e arquivos SPED processados de forma automatizada, sem digitação repetida e com histórico de cada conferência realizada.',
    items: ['Leitura de planilhas .xlsx, .xls e .csv', 'Conferência de NCM e PIS/COFINS', 'Relatórios em Excel e PDF'],
  },
  {
    icon: ClipboardCheck,
    title: 'Auditoria de processos',
    text: 'Mapeamos as rotinas do escritório, encontramos os pontos de retrabalho e indicamos onde a automação devolve mais horas para a equipe.',
    items: ['Diagnóstico das rotinas fiscais', 'Indicadores de erro e retrabalho', 'Plano de automação por etapa'],
  },
  {
    icon: Scale,
    title: 'Compliance fiscal',
    text: 'Conferências baseadas nas tabelas oficiais vigentes na data de cada documento, com a base legal de cada apontamento, para reduzir o risco de autuação.',
    items: ['Tabelas oficiais por vigência', 'Base legal em cada apontamento', 'Trilha de auditoria das conferências'],
  },
];

const reasons = [
  { icon: Handshake, title: 'Quem entende de contabilidade', text: 'O produto nasce da rotina de escritórios contábeis, não de uma planilha genérica.' },
  { icon: Timer, title: 'Horas devolvidas à equipe', text: 'Conferências que levavam dias passam a levar minutos.' },
  { icon: ShieldCheck, title: 'Segurança e LGPD', text: 'Arquivos armazenados com controle de acesso, credenciais cifradas e exclusão automática.' },
];

export function SolucoesPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Soluções para escritórios de contabilidade</h1>
          <p className="mt-4 text-lg text-slate-600">
            Da rotina financeira dos seus clientes à conformidade fiscal: tecnologia aplicada a cada etapa do trabalho contábil.
          </p>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2">
        {solutions.map(({ icon: Icon, title, text, items }) => (
          <Card key={title}>
            <CardHeader>
              <div className="flex size-11 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <Icon className="size-5" />
              </div>
              <CardTitle>{title}</CardTitle>
              <CardDescription className="text-base">{text}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {items.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <CheckCircle2 className="size-4 shrink-0 text-primary" /> {item}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight">Por que escolher a Apura</h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {reasons.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-lg bg-white p-6 shadow-sm">
                <Icon className="size-6 text-primary" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Vamos conversar?</h2>
        <p className="mt-3 text-slate-600">Fale com a nossa equipe pelo WhatsApp ou crie sua conta e comece agora.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ConsultantButton size="lg" label="Falar pelo WhatsApp" />
          <Button asChild size="lg" variant="outline">
            <Link to="/login?aba=cadastro">Criar conta gratuita</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

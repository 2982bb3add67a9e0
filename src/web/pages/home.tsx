import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  BookOpenCheck,
  Calculator,
  CheckCircle2,
  Clock,
  FileSpreadsheet,
  ListChecks,
  Repeat,
  Target,
  Users,
  Wallet,
  Wrench,
  Zap,
} from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { ConsultantButton } from '../features/site/consultant-button';

const painPoints = [
  { icon: BookOpenCheck, title: 'Conferência de escrituração lenta', text: 'Revisar lançamentos linha a linha consome dias e ainda deixa erros passarem.' },
  { icon: Clock, title: 'Tempo perdido com tarefas manuais', text: 'Copiar, colar e conferir planilhas tira a equipe do trabalho que exige análise.' },
  { icon: ListChecks, title: 'NCM errado ou inconsistente', text: 'Códigos de classificação fiscal desatualizados geram tributação e obrigações incorretas.' },
  { icon: Calculator, title: 'Erros na apuração de PIS e Cofins', text: 'CST, alíquotas e bases de cálculo divergentes viram autuação ou crédito perdido.' },
  { icon: Wallet, title: 'Clientes sem controle financeiro', text: 'Sem dados organizados, o fechamento atrasa e o cliente decide no escuro.' },
  { icon: Repeat, title: 'Retrabalho constante', text: 'Cada correção tardia obriga a refazer entregas e reabrir períodos já fechados.' },
];

const benefits = [
  { icon: Users, title: 'Especialistas em contabilidade', text: 'Regras escritas por quem vive a rotina fiscal de escritório, com a base legal de cada apontamento.' },
  { icon: Wrench, title: 'Soluções sob medida', text: 'Conferências que aceitam as planilhas que seus clientes e seu ERP já exportam.' },
  { icon: Zap, title: 'Tecnologia prática', text: 'Envie o arquivo, acompanhe o processamento e baixe o relatório em Excel ou PDF.' },
];

const modules = [
  { icon: ListChecks, title: 'Conferência de NCM', text: 'Formato do código, vigência na tabela oficial, coerência com a descrição e sugestões de NCM semelhantes.' },
  { icon: FileSpreadsheet, title: 'Conferência de PIS/COFINS', text: 'Diagnóstico completo do tratamento tributário: CST, alíquotas, bases de cálculo e regime.' },
  { icon: BookOpenCheck, title: 'Conferência de Escrituração', text: 'Checagem dos arquivos de escrituração para encontrar inconsistências antes da entrega.' },
];

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr]">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
              <BadgeCheck className="size-4" /> Feito para escritórios de contabilidade
            </p>
            <h1 className="text-4xl font-bold leading-tight tracking-tight text-slate-900 md:text-5xl">
              Transformamos processos contábeis em soluções reais
            </h1>
            <p className="text-lg text-slate-600">
              Mais produtividade, menos retrabalho e mais tempo livre para a sua equipe. Automatize as conferências fiscais que hoje
              tomam horas do seu escritório.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/login?aba=cadastro">Começar agora <ArrowRight /></Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/solucoes">Ver soluções</Link>
              </Button>
            </div>
          </div>
          <Card className="border-teal-100 shadow-md">
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><Target className="size-5 text-primary" /> Nossa Missão</CardTitle>
              <CardDescription>Levar tecnologia prática para a rotina contábil.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3">
                {['Automatizar tarefas repetitivas', 'Reduzir erros em processos manuais', 'Ganhar produtividade'].map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">Os problemas que todo escritório conhece</h2>
          <p className="mt-3 text-slate-600">E que não precisam mais fazer parte da sua rotina.</p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {painPoints.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="flex flex-col">
              <CardHeader>
                <div className="flex size-10 items-center justify-center rounded-md bg-red-50 text-red-600">
                  <Icon className="size-5" />
                </div>
                <CardTitle className="text-base">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <p className="flex items-center gap-2 text-sm font-semibold text-primary">
                  <CheckCircle2 className="size-4" /> Temos a solução
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div className="space-y-6">
            <h2 className="text-3xl font-bold tracking-tight">Tecnologia + Contabilidade</h2>
            <p className="text-slate-600">
              Unimos conhecimento contábil e automação para que sua equipe gaste tempo com análise e atendimento, não com conferência
              manual.
            </p>
            <ul className="space-y-5">
              {benefits.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
                    <Icon className="size-5" />
                  </div>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="text-sm text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Módulos Disponíveis</CardTitle>
              <CardDescription>Cada conferência consome créditos da sua conta e gera relatório em Excel e PDF.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              {modules.map(({ icon: Icon, title, text }) => (
                <div key={title} className="flex gap-3 rounded-md border p-4">
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <h3 className="font-medium">{title}</h3>
                    <p className="text-sm text-slate-600">{text}</p>
                  </div>
                </div>
              ))}
              <Button asChild className="w-full">
                <Link to="/login">Conheça todas as soluções</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground md:px-12">
          <h2 className="text-3xl font-bold tracking-tight">Pronto para acabar com o retrabalho?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-teal-50">
            Crie sua conta gratuita e faça sua primeira conferência hoje, ou converse com um consultor para entender como a Apura se
            encaixa no seu escritório.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/login?aba=cadastro">Criar conta gratuita</Link>
            </Button>
            <ConsultantButton size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white" />
          </div>
        </div>
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import { CheckCircle2, Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** The 'Como funciona' box: numbered steps. */
export function HowItWorks({ steps, children }: { steps: ReactNode[]; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Info className="size-4 text-primary" /> Como funciona
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ol className="list-decimal space-y-1.5 pl-5 text-muted-foreground">
          {steps.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
        {children}
      </CardContent>
    </Card>
  );
}

/** The 'Validações realizadas' list. */
export function ValidationsList({ title = 'Validações realizadas', items }: { title?: string; items: { title: string; text?: string }[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {items.map((v) => (
            <li key={v.title} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span>
                <span className="font-medium">{v.title}</span>
                {v.text && <span className="text-muted-foreground"> — {v.text}</span>}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

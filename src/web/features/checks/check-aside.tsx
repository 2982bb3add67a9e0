import type { ReactNode } from 'react';
import type { CheckGuide } from './check-guides';
import { CreditCostBox } from './credit-cost-box';
import { HowItWorks, ValidationsList } from './info-boxes';
import { RecentTasks } from './recent-tasks';

type Props = {
  guide: CheckGuide;
  cost: number | undefined;
  /** The purchase button (features do not import each other: the page passes it in). */
  buy: ReactNode;
  /** The check's API base, for the recent checks box. */
  base: string;
  currentId: string | null;
  onOpen: (id: string) => void;
};

/** The side column of every check page: how it works, what is checked, what it costs, recent checks. */
export function CheckAside({ guide, cost, buy, base, currentId, onOpen }: Props) {
  return (
    <>
      <HowItWorks steps={guide.steps}>{guide.note ? <p className="text-xs text-muted-foreground">{guide.note}</p> : null}</HowItWorks>
      <ValidationsList items={guide.validations} />
      <CreditCostBox cost={cost} buy={buy} />
      <RecentTasks base={base} currentId={currentId} onOpen={onOpen} />
    </>
  );
}

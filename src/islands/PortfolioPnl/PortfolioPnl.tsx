import { useEffect, useState, type ComponentType } from 'react';
import type { PnlPeriod } from '@shared/contract/enums/pnl-periods';
import type { Token } from '@shared/lib/tokens';
import { whenSessionMayExist } from '../../stores/session-hint';

export interface PortfolioPnlProps {
  readonly apiBase: string;
  /** The profile's address: only this address's session sees its P&L. */
  readonly address: string;
  /** The realised period the URL's `time_period` names. */
  readonly period: PnlPeriod;
  readonly tokens: readonly Token[];
}

const PRIVATE = 'Profit and loss is private: sign in with this address to see it and download your history.';

/** The Portfolio tab's profit and loss. The session code loads only when a session may exist. */
export default function PortfolioPnl(props: PortfolioPnlProps) {
  const [Live, setLive] = useState<ComponentType<PortfolioPnlProps> | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./PortfolioPnlLive').then((mod) => setLive(() => mod.default))), []);
  return Live ? <Live {...props} /> : <p className="text-sm text-ink-soft dark:text-gray-300">{PRIVATE}</p>;
}

export { PRIVATE as PNL_PRIVATE };

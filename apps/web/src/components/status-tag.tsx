import { Tag } from 'antd';
import type { ReactNode } from 'react';
import './status-tag.css';

type Tone = 'ok' | 'failed' | 'pending' | 'neutral';

/** A status in a table or a card: done or allowed (ok), failed, waiting (pending), or neither. */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag className={tone === 'neutral' ? undefined : `td-status-${tone}`}>{children}</Tag>;
}

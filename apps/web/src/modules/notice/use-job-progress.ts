import { useEffect, useState } from 'react';
import { onPushProgress, type PushProgress } from './push-client';

/**
 * Live progress of one long job (an import, a check) pushed over the message channel; null
 * until the first report. Pages pass it to antd <Progress percent={p.percent} />.
 */
export function useJobProgress(jobId: string | null | undefined): PushProgress | null {
  const [progress, setProgress] = useState<PushProgress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!jobId) return undefined;
    return onPushProgress((p) => { if (p.jobId === jobId) setProgress(p); });
  }, [jobId]);
  return progress;
}

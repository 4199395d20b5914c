import { Button, Result } from 'antd';

/** A panel's or block's failed load, with a retry. antd's Result (its illustrations about 10 KB gz) loads only when a panel fails (HomePanel.tsx). */
export function PanelFailed({ title, retryText, onRetry, className }: { title: string; retryText: string; onRetry: () => void; className?: string }) {
  return (
    <Result
      status="warning"
      title={title}
      className={className}
      extra={
        <Button size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    />
  );
}

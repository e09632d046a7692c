import { Affix } from '@mantine/core';
import { ClosableAlert } from '@/components/closable-alert';
import { setResumedWork } from '@/stores/session-store';

/** The held-work notice itself (held-work-notice.tsx decides when): closed, it is not shown again. */
export default function HeldWorkAlert({ text }: { text: string }) {
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <ClosableAlert
        role="status"
        title="Welcome back"
        closeLabel="Close"
        onClose={() => setResumedWork(null)}
        maw={420}
      >
        {text}
      </ClosableAlert>
    </Affix>
  );
}

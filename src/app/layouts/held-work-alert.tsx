import { Affix, Alert } from '@mantine/core';
import { setResumedWork } from '@/stores/session-store';

/** The held-work notice itself (held-work-notice.tsx decides when): closed, it is not shown again. */
export default function HeldWorkAlert({ text }: { text: string }) {
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Alert
        role="status"
        variant="light"
        title="Welcome back"
        withCloseButton
        closeButtonLabel="Close"
        onClose={() => setResumedWork(null)}
        maw={420}
      >
        {text}
      </Alert>
    </Affix>
  );
}

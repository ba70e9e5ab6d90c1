import { type ComponentType, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { loadMessages } from '@/i18n/i18n';

// The dialog's code (about 1 KB) comes as one first opens, not with the lists that may ask (an
// admin's Delete on Stories and Resources), which most who read them never do. It draws nothing
// while closed either way.
type Dialog = ComponentType<ConfirmDialogProps>;
let loaded: Dialog | null = null;
let loading: Promise<Dialog> | null = null;
function loadDialog(): Promise<Dialog> {
  // With the toasts' and errors' words, which its questions may use and which come with her first
  // tap (src/lib/toast.ts): it never shows a message's key while they are on their way.
  loading ??= Promise.all([
    import('@/components/ui/confirm-dialog'),
    loadMessages().catch(() => undefined),
  ]).then(
    ([module]) => (loaded = module.ConfirmDialog),
    (error: unknown) => {
      // Offline before it was ever fetched: the next opening tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * ConfirmDialog, its code fetched as it first opens: it shows as soon as that has arrived, with
 * focus on Cancel as always. Should it not arrive, the question is called off (onCancel), as
 * nothing asked could be done offline anyway.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [Loaded, setLoaded] = useState<Dialog | null>(() => loaded);
  const { open, onCancel } = props;
  useEffect(() => {
    if (!open || Loaded) return;
    let current = true;
    loadDialog().then(
      (dialog) => {
        if (current) setLoaded(() => dialog);
      },
      () => {
        if (current) onCancel();
      },
    );
    return () => {
      current = false;
    };
    // Asked once per opening: a new onCancel on each render need not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}

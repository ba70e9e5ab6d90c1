// The only module that imports react-hot-toast: its headless build keeps the list of toasts and
// components/ui/toaster.tsx draws it with Tailwind classes. The main build would bring goober,
// which writes CSS into an inline <style> that the Content-Security-Policy (style-src 'self')
// blocks, and keeps a list of its own that our toaster never shows. Loaded on first use (her
// first tap or focus, or the first toast), with the toaster: code sends toasts through @/lib/toast.
import hotToast, {
  resolveValue,
  useToaster,
  type Renderable,
  type Toast,
  type ToastOptions,
} from 'react-hot-toast/headless';

export { hotToast, resolveValue, useToaster, type Renderable, type Toast, type ToastOptions };
// A toast's next step (a Sign In link) is drawn only once a toast needs it: with the list, after
// the page, not in the first script.
export { withAction } from '@/lib/toast-action';

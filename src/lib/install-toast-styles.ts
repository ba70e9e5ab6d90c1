// Imported first by src/main.tsx: react-hot-toast creates its keyframes when its module loads,
// so goober's stand-in <style> target must exist before any other module is evaluated.
import { installToastStyles } from '@/lib/toast-styles';

installToastStyles();

import { toast } from '@/components/ui/toast';

/** Puts the editor's text on the clipboard, and says whether it worked (a browser may refuse). */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Your text is copied');
  } catch {
    toast.error('Copying is not allowed here. Select the text in the editor and copy it yourself.');
  }
}

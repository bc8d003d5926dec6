export { saveFile } from '@/lib/save-file';

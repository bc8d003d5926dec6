/** "My petition (EB-1A)" → "01-my-petition-eb-1a": a case's folder and file name in the export, in creation order. */
export function caseFolderName(index: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${String(index + 1).padStart(2, '0')}-${slug || 'case'}`;
}

/**
 * The uploaded file's own name, kept as the user knew it (accents and all), made safe to unpack anywhere:
 * no path separators or characters Windows refuses, no leading dot (a hidden file, or "..").
 */
export function zipEntryName(originalName: string): string {
  const name = originalName
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  return name || 'document';
}

/** Hands out paths unique within the archive (case-insensitively): "cv.pdf", then "cv (2).pdf". */
export function createEntryAllocator() {
  const used = new Set<string>();
  return (folder: string, fileName: string): string => {
    const dot = fileName.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
    for (let copy = 1; ; copy++) {
      const candidate = `${folder}/${base}${copy > 1 ? ` (${copy})` : ''}${extension}`;
      if (!used.has(candidate.toLowerCase())) {
        used.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}

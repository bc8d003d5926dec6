/** "1 word" / "12,480 words". */
export const formatWords = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;

/** "about 1 page" / "about 38 pages". */
export const formatPages = (count: number) => `about ${count} ${count === 1 ? 'page' : 'pages'}`;

import { countWords, letterToPlainText, WORDS_PER_PAGE, type Letter } from '@acclaim/domain/letter';

/** Words of the whole letter, stored with each version for lists and page estimates. */
export const letterWordCount = (letter: Letter): number => countWords(letterToPlainText(letter));
export const pagesFromWords = (words: number): number => (words === 0 ? 0 : Math.ceil(words / WORDS_PER_PAGE));

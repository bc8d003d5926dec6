import { mergeAttributes, Node, type Extensions } from '@tiptap/react';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { citationText, exhibitReference } from '@acclaim/domain/letter';
import { CITATION_NODE, EXHIBIT_NODE } from './letter-doc';

/*
 * The section editor's schema: exactly what the letter model can hold (letter-doc.ts converts both ways).
 * StarterKit brings paragraphs, headings, lists, bold, italic and undo; everything else it offers (quotes,
 * code, links, rules, strike-through, underline, line breaks) is switched off, so nothing typed or pasted
 * is silently lost on save.
 */

const CHIP =
  'inline-flex items-baseline rounded border px-1.5 py-px font-sans text-[0.8em] font-medium leading-snug whitespace-nowrap align-baseline cursor-default select-all';

/** A chip is one uneditable piece of text in the line: the cursor steps over it and a click selects it whole. */
const INLINE_CHIP = { group: 'inline', inline: true, atom: true, selectable: true } as const;

/** A string attribute kept in the chip's `data-…` attribute (`dataName`), '' when missing. */
const dataAttribute = (key: string, dataName: string) => ({
  default: '',
  parseHTML: (element: HTMLElement) => element.getAttribute(dataName) ?? '',
  renderHTML: (attributes: Record<string, unknown>) => ({ [dataName]: attributes[key] as string }),
});

/** The chip as drawn in the editor: its tag, its attributes, a colour of its own and its printed text. */
const renderChip = (tag: string, HTMLAttributes: Record<string, unknown>, colour: string, text: string): DOMOutputSpec => [
  tag,
  mergeAttributes(HTMLAttributes, { class: `${CHIP} ${colour}`, contenteditable: 'false' }),
  text,
];

/** An exhibit reference, printed "(Exhibit B-2)"; `evidenceIds` are the items of that exhibit the sentence rests on. */
export const ExhibitNode = Node.create({
  name: EXHIBIT_NODE,
  ...INLINE_CHIP,
  addAttributes() {
    return {
      label: dataAttribute('label', 'data-exhibit'),
      evidenceIds: {
        default: [],
        parseHTML: (element) => {
          try {
            const ids: unknown = JSON.parse(element.getAttribute('data-evidence-ids') ?? '[]');
            return Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
          } catch {
            return [];
          }
        },
        renderHTML: (attributes) => ({ 'data-evidence-ids': JSON.stringify(attributes.evidenceIds ?? []) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-exhibit]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return renderChip('span', HTMLAttributes, 'border-primary/25 bg-primary-soft text-primary', `Exhibit ${node.attrs.label as string}`);
  },
  renderText({ node }) {
    return exhibitReference([node.attrs.label as string]);
  },
});

/** A citation of a library authority, printed from the library's own citation string. */
export const CitationNode = Node.create({
  name: CITATION_NODE,
  ...INLINE_CHIP,
  addAttributes() {
    return {
      authorityId: dataAttribute('authorityId', 'data-authority'),
      // The library's pinpoint for the proposition the composer cited ("887"); kept through edits.
      pin: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-pin'),
        renderHTML: (attributes) => (attributes.pin ? { 'data-pin': attributes.pin as string } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'cite[data-authority]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return renderChip(
      'cite',
      HTMLAttributes,
      'border-border bg-muted text-foreground not-italic',
      citationText(node.attrs.authorityId as string, (node.attrs.pin as string | null) ?? undefined),
    );
  },
  renderText({ node }) {
    return citationText(node.attrs.authorityId as string, (node.attrs.pin as string | null) ?? undefined);
  },
});

/**
 * A list item holding one paragraph, as the letter model's list items do. With no room for a nested list,
 * Tab does not indent: it leaves the editor, as it should for keyboard users.
 */
export const LetterListItem = Node.create({
  name: 'listItem',
  content: 'paragraph',
  defining: true,
  parseHTML() {
    return [{ tag: 'li' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['li', HTMLAttributes, 0];
  },
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

export const letterExtensions = (): Extensions => [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
    listItem: false,
    heading: { levels: [2, 3] },
  }),
  LetterListItem,
  ExhibitNode,
  CitationNode,
];

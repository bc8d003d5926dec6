/**
 * The parts of pdfmake's document model the assessment report and the petition letter use. Declared here rather
 * than taken from @types/pdfmake, whose declarations pull the browser's DOM library into the whole server program.
 */
export type Margins = number | [number, number] | [number, number, number, number];

export type CanvasElement =
  | { type: 'rect'; x: number; y: number; w: number; h: number; r?: number; color?: string; lineColor?: string; lineWidth?: number }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineWidth?: number; lineColor?: string; dash?: { length: number; space?: number } };

export interface Style {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  lineHeight?: number;
  characterSpacing?: number;
  alignment?: 'left' | 'right' | 'center' | 'justify';
  margin?: Margins;
  fillColor?: string;
  markerColor?: string;
  noWrap?: boolean;
}

type StyleReference = string | string[];

export interface TableLayout {
  hLineWidth?: (i: number, node: { table: { body: unknown[][] } }) => number;
  vLineWidth?: (i: number) => number;
  hLineColor?: (i: number) => string;
  vLineColor?: (i: number) => string;
  fillColor?: (rowIndex: number) => string | null;
  paddingLeft?: (i: number) => number;
  paddingRight?: (i: number) => number;
  paddingTop?: (i: number) => number;
  paddingBottom?: (i: number) => number;
}

interface ContentBase extends Omit<Style, 'margin'> {
  style?: StyleReference;
  margin?: Margins;
  pageBreak?: 'before' | 'after';
  unbreakable?: boolean;
  absolutePosition?: { x: number; y: number };
  width?: number | string;
  tocItem?: boolean;
  tocStyle?: StyleReference;
  tocMargin?: Margins;
  /** Marks a heading for `pageBreakBefore`, which keeps it off the foot of a page. */
  headlineLevel?: number;
}

export type TextRun = string | (ContentBase & { text: string | TextRun[] });

export type Content =
  | string
  | Content[]
  | (ContentBase & { text: string | TextRun[] })
  | (ContentBase & { stack: Content[] })
  | (ContentBase & { columns: Content[]; columnGap?: number })
  | (ContentBase & { ul: Content[] })
  | (ContentBase & { ol: Content[] })
  | (ContentBase & { canvas: CanvasElement[] })
  /** A PNG or JPEG as a data URL; `fit` scales it, keeping its proportions, to fit the box. */
  | (ContentBase & { image: string; fit?: [number, number] })
  | (ContentBase & {
      table: { body: TableCell[][]; widths?: (number | string)[]; headerRows?: number; dontBreakRows?: boolean };
      layout?: string | TableLayout;
    })
  | (ContentBase & { toc: { title?: Content; textStyle?: StyleReference; numberStyle?: StyleReference | Style; outlines?: boolean } });

export type TableCell = Content & { fillColor?: string };

export interface DocumentDefinition {
  pageSize?: string;
  pageMargins?: Margins;
  info?: { title?: string; author?: string; subject?: string; keywords?: string; creator?: string; producer?: string };
  defaultStyle?: Style;
  styles?: Record<string, Style>;
  background?: (page: number) => Content | null;
  header?: (page: number, pages: number) => Content | null;
  footer?: (page: number, pages: number) => Content | null;
  content: Content[];
  /** Asked for each node once laid out; true moves the node to the next page (pdfmake lays the document out again). */
  pageBreakBefore?: (node: NodeInfo, nodes: { getFollowingNodesOnPage(): NodeInfo[] }) => boolean;
}

/** What pdfmake tells `pageBreakBefore` about a laid-out node. */
export interface NodeInfo {
  headlineLevel?: number;
  pageNumbers: number[];
}

export interface PdfMake {
  addFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(definition: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}

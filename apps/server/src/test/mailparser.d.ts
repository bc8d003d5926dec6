// mailparser ships no types and @types/mailparser is not installed; this covers what the tests read.
declare module 'mailparser' {
  export interface EmailAddress {
    address?: string;
    name: string;
  }

  export interface AddressObject {
    value: EmailAddress[];
    text: string;
    html: string;
  }

  export interface ParsedMail {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    text?: string;
    html: string | false;
    messageId?: string;
    date?: Date;
    headers: Map<string, unknown>;
  }

  export function simpleParser(source: Buffer | string | NodeJS.ReadableStream): Promise<ParsedMail>;
}

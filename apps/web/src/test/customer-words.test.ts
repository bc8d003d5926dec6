import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_SOURCE_HOSTS } from '@acclaim/domain/forms';

/**
 * Words for customers (issue 26): what the product shows or sends must not name its own parts ("the offline
 * composer", "this installation"), point at the project's research notes ("§10.1 Parts and key fields", "AAO25",
 * "legal-domain.md") or send a customer to an unofficial copy of a fee or a rule. The test reads the text the
 * customer can meet — every string literal and JSX text of the web app, the form and fee data of the domain, the
 * server's messages, emails and PDF text — with the TypeScript parser, so comments and identifiers never count.
 *
 * Left out on purpose: tests and their builders; the admin screens and the server's admin services, which speak to
 * whoever runs the installation; the authorities library's `source` field, which records provenance and is never
 * shown (the screens show citations and propositions only); and the text only the language model reads.
 */

const ROOT = join(__dirname, '../../../..');

/** The folders whose strings reach customers, and the ones inside them that speak only to operators or models. */
const SCANNED = [
  'apps/web/src',
  'packages/domain/src/forms',
  'packages/domain/src/filing',
  'packages/domain/src/chat/answers',
  'apps/server/src/presenters',
  'apps/server/src/routes',
  'apps/server/src/services',
];
const SKIPPED = [
  /\.test\.tsx?$/,
  /test-[\w-]+\.tsx?$/,
  /\/test\//,
  /\/features\/admin\//,
  /\/services\/admin\//,
  /\/routes\/admin\//,
  // Instructions for a language model and the reasons a model's draft was set aside: they go to the model or the log.
  /\/generators\/(llm-drafter|section-markup|check-drafted-section)\.ts$/,
  /\/chat\/llm-responder\.ts$/,
];

/** Each rule: what a customer must not read. `inCode` rules also apply to strings without words (a source tag). */
const RULES: readonly { name: string; pattern: RegExp; inCode?: true }[] = [
  { name: 'names an internal component', pattern: /\b(offline composer|the composer|composer's|in this installation|this installation)\b/i },
  { name: 'names an internal component', pattern: /\binstallation\b/i },
  { name: "cites the project's notes by section", pattern: /§\s?\d+(\.\d+)*\s+[A-Z][a-z]/ },
  { name: "cites the project's notes", pattern: /legal-domain(\.md)?|\bthe notes(?:'|\s+(?:do|does|say|give|mark|name))|\bin the notes\b/i },
  { name: "uses the notes' internal source key", pattern: /\b(AAO|PA|NIW|MEMO)\d{2}\b/, inCode: true },
];

/** Strings that are code, not words: class names, keys, paths, enum values. Words have a space in them. */
const isProse = (text: string) => /\S\s+\S/.test(text.trim()) && /[A-Za-z]{2}/.test(text);

const URL_PATTERN = /https?:\/\/([^\s/'"`)\];,]+)[^\s'"`)\];,]*/g;

/** True when `host` is an official host or one of its subdomains (www.uscis.gov, egov.uscis.gov). */
const isOfficialHost = (host: string) => {
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  return OFFICIAL_SOURCE_HOSTS.some((official) => bare === official || bare.endsWith(`.${official}`));
};

/** URLs of the app itself and of the scholarly services a publication is checked against are not legal sources. */
const NOT_A_LEGAL_SOURCE =
  /^(localhost|127\.0\.0\.1|example\.(com|org)|[\w.-]*\.example|api\.crossref\.org|api\.openalex\.org|pub\.orcid\.org|orcid\.org|doi\.org|api\.semanticscholar\.org|www\.semanticscholar\.org|schemas\.openxmlformats\.org|www\.w3\.org|ns\.adobe\.com|accounts\.google\.com|openidconnect\.googleapis\.com|oauth2\.googleapis\.com|www\.googleapis\.com|checkout\.stripe\.com|billing\.stripe\.com|api\.stripe\.com|api\.openai\.com|api\.anthropic\.com)$/i;

/** Folders whose URLs state fees or law: every link there must be official. */
const LEGAL_SOURCE_FOLDERS = [
  /packages\/domain\/src\/(forms|filing|chat\/answers)\//,
  /apps\/server\/src\/(presenters\/forms|services\/forms)/,
  /apps\/web\/src\/features\/(finalize|eligibility)\//,
];

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Calls whose strings go to the log or to a developer, not to a customer. */
const isLogOrDeveloperCall = (node: ts.Node): boolean => {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText();
      if (/(^|\.)(log|logger|console)\b|\.(debug|info|warn|trace)$|^(Error|TypeError|RangeError)$/.test(callee)) return true;
    }
    if (ts.isSourceFile(at) || ts.isFunctionLike(at)) return false;
  }
  return false;
};

interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Every string literal, template text and JSX text of a file, with its line; comments are not read. */
function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isLogOrDeveloperCall(node)) return;
    found.push({ file: relative(ROOT, file), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text);
    else if (ts.isJsxText(node) && node.text.trim()) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scannedFiles(): string[] {
  return SCANNED.flatMap((dir) => listFiles(join(ROOT, dir))).filter((file) => !SKIPPED.some((skip) => skip.test(file)));
}

/** "file:line — rule: «text»" for each customer-facing string that breaks a rule. */
function wordProblems(literals: readonly Literal[]): string[] {
  const problems: string[] = [];
  for (const literal of literals) {
    const isWords = isProse(literal.text);
    const broken = RULES.find((rule) => (isWords || rule.inCode) && rule.pattern.test(literal.text));
    if (broken) problems.push(`${literal.file}:${literal.line} — ${broken.name}: «${literal.text.trim().slice(0, 120)}»`);
  }
  return problems;
}

/** "file:line — host" for each link in fee or legal text whose host is not official. */
function sourceProblems(literals: readonly Literal[]): string[] {
  const problems: string[] = [];
  for (const literal of literals) {
    if (!LEGAL_SOURCE_FOLDERS.some((folder) => folder.test(literal.file))) continue;
    for (const match of literal.text.matchAll(URL_PATTERN)) {
      const host = match[1]!;
      if (NOT_A_LEGAL_SOURCE.test(host) || isOfficialHost(host)) continue;
      problems.push(`${literal.file}:${literal.line} — unofficial source ${host}`);
    }
  }
  return problems;
}

describe('words for customers', () => {
  const literals = scannedFiles().flatMap(literalsOf);

  it('reads the folders it claims to read', () => {
    // A moved folder would otherwise make the test pass on nothing.
    for (const dir of SCANNED)
      expect(
        literals.some((l) => l.file.startsWith(dir)),
        dir,
      ).toBe(true);
  });

  it('never names an internal component or the project notes in what a customer reads', () => {
    expect(wordProblems(literals)).toEqual([]);
  });

  it('sources every fee and legal statement to an official host', () => {
    expect(sourceProblems(literals)).toEqual([]);
  });

  it('catches each kind of slip it is meant to catch', () => {
    const at = (text: string, file = 'packages/domain/src/forms/fees.ts'): Literal => ({ file, line: 1, text });
    expect(wordProblems([at('Drafted by the offline composer')])).toHaveLength(1);
    expect(wordProblems([at('Scholarly services are off in this installation')])).toHaveLength(1);
    expect(wordProblems([at('§10.1 Parts and key fields · FORM, FEE')])).toHaveLength(1);
    expect(wordProblems([at('Source: AAO25 decisions')])).toHaveLength(1);
    expect(wordProblems([at('AAO25')])).toHaveLength(1);
    expect(wordProblems([at('The notes do not confirm this part')])).toHaveLength(1);
    expect(sourceProblems([at('https://www.visa2us.com/niw/step-by-step')])).toHaveLength(1);
    expect(sourceProblems([at('https://deploy.doczz.net/doc/6497369')])).toHaveLength(1);
  });

  it('lets the words and links a customer should read through', () => {
    const at = (text: string): Literal => ({ file: 'packages/domain/src/forms/fees.ts', line: 1, text });
    expect(wordProblems([at('Translations need a certificate (8 C.F.R. § 103.2(b)(3)).'), at('Drafted from your evidence'), at('composer')])).toEqual([]);
    expect(
      sourceProblems([at('Check https://www.uscis.gov/i-140 before paying'), at('https://www.govinfo.gov/content/pkg/FR-2026-01-12/html/2026-00321.htm')]),
    ).toEqual([]);
  });
});

import { markdownToText, SITE } from '@acclaim/content';
import { PLANS } from '@acclaim/domain';
import { replaceSearchDocuments, type SearchDocumentInput } from '../../db/search-documents';
import type { AppDeps } from '../../lib/context';

/** Everything the public site says, as search documents: each post, each FAQ answer, each page. */
export function buildSearchDocuments(content: AppDeps['content']): SearchDocumentInput[] {
  const documents: SearchDocumentInput[] = [];
  for (const post of content.posts) {
    documents.push({ url: `/blog/${post.slug}`, kind: 'post', title: post.title, body: `${post.summary} ${markdownToText(post.body)}` });
  }
  for (const category of content.faq?.categories ?? []) {
    for (const item of category.items) {
      documents.push({ url: `/faq#${item.id}`, kind: 'faq', title: item.question, body: markdownToText(item.answer) });
    }
  }
  for (const page of content.pages) {
    documents.push({ url: `/${page.slug}`, kind: 'page', title: page.title, body: `${page.description} ${markdownToText(page.body)}` });
  }
  const plans = Object.values(PLANS)
    .map((plan) => `${plan.name} ${plan.priceMonthly === 0 ? 'free' : `$${plan.priceMonthly} per month`}: ${plan.tagline} ${plan.features.join(', ')}.`)
    .join(' ');
  const { claims } = SITE;
  documents.push({
    url: '/pricing',
    kind: 'page',
    title: 'Pricing',
    body: `${SITE.pages['/pricing'].description} ${plans} ${claims.moneyBack.summary}. ${claims.moneyBack.terms} ${claims.cancelAnytime} ${claims.noSetupFees} ${claims.attorneyPricing}`,
  });
  return documents;
}

export async function indexSiteContent(deps: AppDeps): Promise<number> {
  const documents = buildSearchDocuments(deps.content);
  await replaceSearchDocuments(deps.database.db, documents);
  return documents.length;
}
